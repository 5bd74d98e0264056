// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointData } from '@bazaar/domain/client';
import { payoutResult, useBankCardForm, usePayoutForm, WECHAT_UNBOUND } from './payout';
import { Input } from './test-kit';

afterEach(cleanup);

type Accounts = EndpointData<'getMyPayoutAccounts'>;
type Payout = EndpointData<'requestPayout'>;
const CARD = {
  cardId: 7,
  bankName: '招商银行',
  cardNoMasked: '**** 1234',
  holderName: '林小鹿',
} as EndpointData<'getMyBankCards'>[number];
const ALL: Accounts = {
  targets: ['bankcard', 'alipay', 'wechat'],
  alipay: { accountMasked: '138****5678', realNameMasked: '**鹿' },
  wechatBound: true,
} as Accounts;
const notify = () => ({ success: vi.fn(), error: vi.fn() });

function Form(props: Parameters<typeof usePayoutForm>[0]) {
  const form = usePayoutForm(props);
  if (form.needsCard) return <p>先添加银行卡</p>;
  return (
    <form onSubmit={form.submit} noValidate>
      <fieldset>
        <legend>提现到</legend>
        {form.choices.map((c) => (
          <label key={c.key}>
            <input type="radio" name="to" checked={c.checked} disabled={c.disabled} onChange={c.onChange} />
            {c.title} {c.detail}
          </label>
        ))}
      </fieldset>
      <Input {...form.amount} />
      <button type="button" onClick={form.fillAll}>
        全部
      </button>
      {form.realName && <Input {...form.realName} />}
      <button type="submit" disabled={!form.ready}>
        申请提现
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '申请提现' })));

describe('usePayoutForm', () => {
  it('offers each place the companies pay to; refuses a wrong amount in Chinese and requests nothing', async () => {
    const request = vi.fn();
    render(<Form balance={5000} cards={[CARD]} accounts={ALL} request={request} notify={notify()} awaiting="" />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual([
      '招商银行 **** 1234（林小鹿）',
      '支付宝 138****5678（**鹿）',
      '微信零钱 已绑定',
    ]);
    expect(radios[0]).toHaveProperty('checked', true);
    expect(screen.getByText('可提现 ￥50.00元')).toBeTruthy();
    type('提现金额（元）', '0.5');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('提现金额至少￥1.00元，最多两位小数');
    type('提现金额（元）', '50.01');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('可用余额不足');
    expect(request).not.toHaveBeenCalled();
  });

  it('pays the whole balance to the chosen card and says where it went', async () => {
    const paid: Payout = { status: 1, amount: 5000, cardNoMasked: '招商银行 **** 1234', failReason: null } as Payout;
    const request = vi.fn(async () => paid);
    const said = notify();
    render(<Form balance={5000} cards={[CARD]} accounts={ALL} request={request} notify={said} awaiting="" />);
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByLabelText('提现金额（元）')).toHaveProperty('value', '50.00');
    await submit();
    expect(request).toHaveBeenCalledWith({ target: 'bankcard', cardId: 7, amount: 5000 });
    expect(said.success).toHaveBeenCalledWith('已提现 ￥50.00元 至招商银行 **** 1234');
    expect(screen.getByLabelText('提现金额（元）')).toHaveProperty('value', '');
  });

  it('asks for the WeChat real name from ￥2,000 and sends it trimmed', async () => {
    const awaiting: Payout = { status: 3, amount: 250000, cardNoMasked: '微信零钱', failReason: null } as Payout;
    const request = vi.fn(async () => awaiting);
    const said = notify();
    render(<Form balance={300000} cards={[]} accounts={ALL} request={request} notify={said} awaiting="去确认收款" />);
    fireEvent.click(screen.getByRole('radio', { name: /微信零钱/ }));
    type('提现金额（元）', '1999.99');
    expect(screen.queryByLabelText('微信实名姓名')).toBeNull();
    type('提现金额（元）', '2500');
    type('微信实名姓名', 'x');
    await submit();
    expect(screen.getByRole('alert').textContent).toMatch(/请填写微信实名认证的姓名/);
    expect(request).not.toHaveBeenCalled();
    type('微信实名姓名', ' 林小鹿 ');
    await submit();
    expect(request).toHaveBeenCalledWith({ target: 'wechat', amount: 250000, realName: '林小鹿' });
    expect(said.success).toHaveBeenCalledWith('去确认收款');
  });

  it('shows WeChat unbound as a disabled choice; with nowhere to pay, cannot be sent; a failed read keeps the cards', () => {
    const onlyWechat = { targets: ['wechat'], alipay: null, wechatBound: false } as Accounts;
    render(
      <Form balance={5000} cards={[CARD]} accounts={onlyWechat} request={vi.fn()} notify={notify()} awaiting="" />,
    );
    const wechat = screen.getByRole('radio', { name: new RegExp(WECHAT_UNBOUND) });
    expect(wechat).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '申请提现' })).toHaveProperty('disabled', true);
    cleanup();
    render(<Form balance={5000} cards={[CARD]} accounts={null} request={vi.fn()} notify={notify()} awaiting="" />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /招商银行/ })).toHaveProperty('checked', true);
    cleanup();
    render(<Form balance={5000} cards={[]} accounts={null} request={vi.fn()} notify={notify()} awaiting="" />);
    expect(screen.getByText('先添加银行卡')).toBeTruthy();
  });

  it('words a failed payout with the company’s reason', () => {
    const failed = { status: 2, amount: 100, cardNoMasked: '', failReason: '账户已冻结' } as Payout;
    expect(payoutResult(failed, '')).toEqual({ ok: false, text: '提现失败：账户已冻结，金额已返还到可用余额' });
  });
});

function CardForm({ save, done }: { save: () => Promise<boolean>; done: () => void }) {
  const form = useBankCardForm({ save, notify: { success: () => undefined }, done });
  return (
    <form onSubmit={form.submit} noValidate>
      <Input {...form.field('holderName')} />
      <Input {...form.field('bankName')} />
      <Input {...form.field('cardNo')} />
      <button type="submit">保存银行卡</button>
    </form>
  );
}

describe('useBankCardForm', () => {
  it('takes 16-19 digits (spaces dropped) with the card autocomplete, and is done once saved', async () => {
    const save = vi.fn(async () => true);
    const done = vi.fn();
    render(<CardForm save={save} done={done} />);
    expect(screen.getByLabelText('银行卡号').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('银行卡号').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('持卡人姓名').getAttribute('autocomplete')).toBe('cc-name');
    type('持卡人姓名', '林小鹿');
    type('开户银行', '招商银行');
    type('银行卡号', '6225 88');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存银行卡' })));
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的银行卡号（16-19位数字）');
    expect(save).not.toHaveBeenCalled();
    type('银行卡号', '6225 8888 1234 5678');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存银行卡' })));
    expect(save).toHaveBeenCalledWith({ holderName: '林小鹿', bankName: '招商银行', cardNo: '6225888812345678' });
    expect(done).toHaveBeenCalled();
  });
});

import type { BankCard } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { useState, type FormEvent } from 'react';
import { callApi } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useBankCards, useMoneyAction, usePayoutAccounts } from '../api/money-api';
import { AlipayAccountForm } from './payout-targets';
import { yuanInputToFen } from '@bazaar/domain/rules/money-view';
import { checkRealName, PAYOUT_ACCOUNT_MESSAGES, payoutNeedsRealName } from '@bazaar/domain/rules';
import styles from './money.module.css';

/** A bank card for payouts: only the last four digits ever come back (decision 011). */
function AddCardForm({ onDone }: { onDone: () => void }) {
  const { run, busy } = useMoneyAction();
  const [form, setForm] = useState({ holderName: '', bankName: '', cardNo: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cardNo = form.cardNo.replace(/\s/g, '');
    if (!/^\d{16,19}$/.test(cardNo)) return setError('请输入正确的银行卡号（16-19位数字）');
    setError(null);
    const saved = await run(() => callApi('saveBankCard', { ...form, cardNo }));
    if (saved) {
      toast.success('银行卡已保存');
      onDone();
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormField
        label="持卡人姓名"
        value={form.holderName}
        maxLength={20}
        onChange={(e) => setForm({ ...form, holderName: e.target.value })}
      />
      <FormField
        label="开户银行"
        value={form.bankName}
        maxLength={30}
        placeholder="如：招商银行"
        onChange={(e) => setForm({ ...form, bankName: e.target.value })}
      />
      <FormField
        label="银行卡号"
        value={form.cardNo}
        inputMode="numeric"
        maxLength={23}
        error={error}
        onChange={(e) => setForm({ ...form, cardNo: e.target.value })}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        保存银行卡
      </Button>
    </form>
  );
}

type Target = 'bankcard' | 'alipay' | 'wechat';

/**
 * A designer's payout request: the amount (yuan, ≤ balance) to one of their bank cards, their Alipay account
 * or their WeChat (issue 33: where the configured payment companies can pay; WeChat once bound by logging in
 * inside WeChat).
 */
export function PayoutForm({ balance }: { balance: number }) {
  const { data: cards, isPending } = useBankCards(true);
  const { data: accounts } = usePayoutAccounts(true);
  const [adding, setAdding] = useState<'card' | 'alipay' | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [realName, setRealName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const { run, busy } = useMoneyAction();
  if (isPending || !cards || !accounts) return null;
  const offers = (t: Target) => accounts.targets.includes(t);
  if (adding === 'card' || (cards.length === 0 && !accounts.alipay && !accounts.wechatBound && adding === null))
    return <AddCardForm onDone={() => setAdding(null)} />;
  if (adding === 'alipay') return <AlipayAccountForm accounts={accounts} onDone={() => setAdding(null)} />;
  const available: Target[] = [
    ...(offers('bankcard') && cards.length > 0 ? (['bankcard'] as const) : []),
    ...(offers('alipay') && accounts.alipay ? (['alipay'] as const) : []),
    ...(offers('wechat') && accounts.wechatBound ? (['wechat'] as const) : []),
  ];
  const chosenTarget: Target | undefined = target && available.includes(target) ? target : available[0];
  const chosen: BankCard | undefined = cards.find((c) => c.cardId === cardId) ?? cards[0];
  // WeChat from ¥2,000 takes the payee's real name with the amount (WeChat Pay checks it).
  const needsName = payoutNeedsRealName(chosenTarget, yuanInputToFen(amount) ?? 0);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < 100) return setError('提现金额至少￥1.00元，最多两位小数');
    if (fen > balance) return setError('可用余额不足');
    if (!chosenTarget) return setError('请选择提现方式');
    setError(null);
    if (needsName && checkRealName(realName) !== null) return setNameError(PAYOUT_ACCOUNT_MESSAGES.wechatRealName);
    setNameError(null);
    const payout = await run(() =>
      callApi(
        'requestPayout',
        chosenTarget === 'bankcard'
          ? { target: 'bankcard', cardId: chosen!.cardId, amount: fen }
          : { target: chosenTarget, amount: fen, ...(needsName ? { realName: realName.trim() } : {}) },
      ),
    );
    if (payout) {
      setAmount('');
      setRealName('');
      if (payout.status === 1) toast.success(`已提现 ${formatFen(payout.amount)} 至${payout.cardNoMasked}`);
      else if (payout.status === 0) toast.success('提现申请已提交，到账后会通知你');
      else if (payout.status === 3) toast.success('请在微信中打开设计集市手机版，确认收款');
      else toast.error(`提现失败：${payout.failReason ?? '支付渠道退回'}，金额已返还到可用余额`);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.choice}>
        <legend className={styles.muted}>提现到</legend>
        {offers('bankcard') &&
          cards.map((c) => (
            <label key={c.cardId}>
              <input
                type="radio"
                name="target"
                checked={chosenTarget === 'bankcard' && c.cardId === chosen?.cardId}
                onChange={() => {
                  setTarget('bankcard');
                  setCardId(c.cardId);
                }}
              />
              {c.bankName} {c.cardNoMasked}（{c.holderName}）
            </label>
          ))}
        {offers('alipay') && accounts.alipay && (
          <label>
            <input
              type="radio"
              name="target"
              checked={chosenTarget === 'alipay'}
              onChange={() => setTarget('alipay')}
            />
            支付宝 {accounts.alipay.accountMasked}（{accounts.alipay.realNameMasked}）
          </label>
        )}
        {offers('wechat') && (
          <label>
            <input
              type="radio"
              name="target"
              disabled={!accounts.wechatBound}
              checked={chosenTarget === 'wechat'}
              onChange={() => setTarget('wechat')}
            />
            微信零钱{accounts.wechatBound ? '' : '（未绑定：在微信中打开设计集市手机版并登录即可绑定）'}
          </label>
        )}
        <span>
          {offers('bankcard') && (
            <Button size="small" onClick={() => setAdding('card')}>
              添加银行卡
            </Button>
          )}{' '}
          {offers('alipay') && (
            <Button size="small" onClick={() => setAdding('alipay')}>
              {accounts.alipay ? '修改支付宝账号' : '添加支付宝账号'}
            </Button>
          )}
        </span>
      </fieldset>
      <FormField
        label="提现金额（元）"
        value={amount}
        inputMode="decimal"
        error={error}
        hint={`可提现 ${formatFen(balance)}`}
        onChange={(e) => setAmount(e.target.value)}
        addon={
          <Button size="small" onClick={() => setAmount((balance / 100).toFixed(2))}>
            全部
          </Button>
        }
      />
      {needsName && (
        <FormField
          label="微信实名姓名"
          value={realName}
          maxLength={20}
          autoComplete="name"
          error={nameError}
          hint="单笔￥2,000.00元及以上提现到微信零钱需填写，须与微信实名认证一致，否则会被退回"
          onChange={(e) => setRealName(e.target.value)}
        />
      )}
      <Button type="submit" variant="primary" disabled={busy || balance < 100 || !chosenTarget}>
        申请提现
      </Button>
    </form>
  );
}

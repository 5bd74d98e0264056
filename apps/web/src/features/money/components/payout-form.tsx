import { useBankCardForm, usePayoutForm } from '@bazaar/react/payout';
import { useState } from 'react';
import { callApi } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useBankCards, useMoneyWrite, usePayoutAccounts } from '../api/money-api';
import { AlipayAccountForm } from './payout-targets';
import styles from './money.module.css';

/** A bank card for payouts (the fields, check and save are @bazaar/react/payout's). */
function AddCardForm({ onDone }: { onDone: () => void }) {
  const write = useMoneyWrite();
  const form = useBankCardForm({
    save: async (card) => (await write(() => callApi('saveBankCard', card))) !== null,
    notify: toast,
    done: onDone,
  });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <FormField {...form.field('holderName')} />
      <FormField {...form.field('bankName')} />
      <FormField {...form.field('cardNo')} />
      <Button type="submit" variant="primary" disabled={form.busy}>
        保存银行卡
      </Button>
    </form>
  );
}

/**
 * A designer's payout request: the amount (yuan, ≤ balance) to one of their bank cards, their Alipay account
 * or their WeChat (issue 33: where the configured payment companies can pay; WeChat once bound by logging in
 * inside WeChat). The choices, checks and request are @bazaar/react/payout's, as on the phone.
 */
export function PayoutForm({ balance }: { balance: number }) {
  const { data: cards, isPending } = useBankCards(true);
  const { data: accounts } = usePayoutAccounts(true);
  if (isPending || !cards || !accounts) return null;
  return <Payout balance={balance} cards={cards} accounts={accounts} />;
}

function Payout(props: Pick<Parameters<typeof usePayoutForm>[0], 'balance' | 'cards' | 'accounts'>) {
  const [adding, setAdding] = useState<'card' | 'alipay' | null>(null);
  const write = useMoneyWrite();
  const form = usePayoutForm({
    ...props,
    request: (input) => write(() => callApi('requestPayout', input)),
    notify: toast,
    awaiting: '请在微信中打开设计集市手机版，确认收款',
  });
  const { accounts } = props;
  if (adding === 'card' || (form.needsCard && adding === null)) return <AddCardForm onDone={() => setAdding(null)} />;
  if (adding === 'alipay' && accounts) return <AlipayAccountForm accounts={accounts} onDone={() => setAdding(null)} />;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      <fieldset className={styles.choice}>
        <legend className={styles.muted}>提现到</legend>
        {form.choices.map((c) => (
          <label key={c.key}>
            <input type="radio" name="target" checked={c.checked} disabled={c.disabled} onChange={c.onChange} />
            {c.title} {c.detail}
          </label>
        ))}
        <span>
          {form.offers('bankcard') && (
            <Button size="small" onClick={() => setAdding('card')}>
              添加银行卡
            </Button>
          )}{' '}
          {form.offers('alipay') && (
            <Button size="small" onClick={() => setAdding('alipay')}>
              {accounts?.alipay ? '修改支付宝账号' : '添加支付宝账号'}
            </Button>
          )}
        </span>
      </fieldset>
      <FormField
        {...form.amount}
        addon={
          <Button size="small" onClick={form.fillAll}>
            全部
          </Button>
        }
      />
      {form.realName && <FormField {...form.realName} />}
      <Button type="submit" variant="primary" disabled={!form.ready}>
        申请提现
      </Button>
    </form>
  );
}

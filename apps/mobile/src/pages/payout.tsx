/**
 * A designer's payout on a phone (the desktop's PayoutForm): the bank cards to pay out to — only their last four
 * digits ever come back (decision 011) — a card form when there is none (or 添加银行卡), the amount in yuan
 * (≤ the balance, at least ￥1.00) and 申请提现. Same checks and messages as the desktop.
 */
import { useState } from 'react';
import { useBankCardForm, usePayoutForm } from '@bazaar/react/payout';
import { call, dataOr } from '@/shared/api';
import { toast } from '@/shared/toast';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Field } from '@/shared/ui/field';

/** The toasts the shared forms say their outcomes with (the phone's success is an info toast). */
const NOTIFY = { success: toast.info, error: toast.error };

function AddCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: (() => void) | null }) {
  const form = useBankCardForm({
    save: async (card) => (await call('saveBankCard', card)).success,
    notify: NOTIFY,
    done: onDone,
  });
  return (
    <form className="m-form" onSubmit={form.submit} noValidate>
      <Field {...form.field('holderName')} />
      <Field {...form.field('bankName')} />
      <Field {...form.field('cardNo')} />
      <button type="submit" className="m-button m-button-block" disabled={form.busy}>
        保存银行卡
      </button>
      {onCancel && (
        <button type="button" className="m-button m-button-plain m-button-block" onClick={onCancel}>
          取消
        </button>
      )}
    </form>
  );
}

export function Payout({ balance, onPaid }: { balance: number; onPaid: () => void }) {
  const cards = useLoad('bankCards', async () => dataOr(await call('getMyBankCards'), []));
  // Issue 33: the Alipay account (added on the computer site) and WeChat (bound by logging in inside WeChat).
  const accounts = useLoad('payoutAccounts', async () => dataOr(await call('getMyPayoutAccounts'), null));
  if (cards.failed || accounts.failed)
    return (
      <LoadFailed
        retry={() => {
          if (cards.failed) cards.reload();
          if (accounts.failed) accounts.reload();
        }}
      />
    );
  if (!cards.data || accounts.data === undefined)
    return <div className="m-skeleton m-switch-skeleton" aria-hidden="true" />;
  return (
    <PayoutForm
      balance={balance}
      cards={cards.data}
      accounts={accounts.data}
      onPaid={onPaid}
      reloadCards={cards.reload}
    />
  );
}

function PayoutForm({
  reloadCards,
  onPaid,
  ...data
}: Pick<Parameters<typeof usePayoutForm>[0], 'balance' | 'cards' | 'accounts'> & {
  onPaid: () => void;
  reloadCards: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const form = usePayoutForm({
    ...data,
    request: async (input) => dataOr(await call('requestPayout', input), null),
    notify: NOTIFY,
    awaiting: '请在下方「最近提现」中点击确认收款',
    paid: onPaid,
  });
  if (form.needsCard || adding) {
    const saved = () => {
      setAdding(false);
      reloadCards();
    };
    return <AddCardForm onDone={saved} onCancel={data.cards.length > 0 ? () => setAdding(false) : null} />;
  }
  return (
    <form className="m-form" onSubmit={form.submit} noValidate>
      <fieldset className="m-cards">
        <legend className="m-panel-lead">提现到</legend>
        {form.choices.map((c) => (
          <label key={c.key} className="m-card-choice">
            <input type="radio" name="card" checked={c.checked} disabled={c.disabled} onChange={c.onChange} />
            <span className="m-card-bank">{c.title}</span>
            <span className="m-card-no">{c.detail}</span>
          </label>
        ))}
        {form.offers('bankcard') && (
          <button type="button" className="m-button m-button-plain m-button-block" onClick={() => setAdding(true)}>
            添加银行卡
          </button>
        )}
        {form.offers('alipay') && !form.choices.some((c) => c.target === 'alipay') && (
          <p className="m-panel-lead">支付宝账号请在电脑端「设计师账户」中添加，添加后即可在这里提现。</p>
        )}
      </fieldset>
      <Field
        {...form.amount}
        addon={
          <button type="button" className="m-button m-button-ghost m-code-button" onClick={form.fillAll}>
            全部
          </button>
        }
      />
      {form.realName && <Field {...form.realName} />}
      <button type="submit" className="m-button m-button-block" disabled={!form.ready}>
        申请提现
      </button>
    </form>
  );
}

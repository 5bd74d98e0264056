/**
 * A designer's payout on a phone (the desktop's PayoutForm): the bank cards to pay out to — only their last four
 * digits ever come back (decision 011) — a card form when there is none (or 添加银行卡), the amount in yuan
 * (≤ the balance, at least ￥1.00) and 申请提现. Same checks and messages as the desktop.
 */
import { useState, type FormEvent } from 'react';
import { formatFen } from '@bazaar/domain/format';
import { yuanInputToFen } from '@bazaar/domain/rules/money-view';
import { call, dataOr } from '@/shared/api';
import { toast } from '@/shared/toast';
import { useLoad } from '@/shared/use-load';
import { Field } from '@/shared/ui/field';

function AddCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: (() => void) | null }) {
  const [form, setForm] = useState({ holderName: '', bankName: '', cardNo: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cardNo = form.cardNo.replace(/\s/g, '');
    if (!/^\d{16,19}$/.test(cardNo)) return setError('请输入正确的银行卡号（16-19位数字）');
    setError(null);
    setBusy(true);
    const saved = await call('saveBankCard', { ...form, cardNo });
    setBusy(false);
    if (saved.success) {
      toast.info('银行卡已保存');
      onDone();
    }
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <Field
        label="持卡人姓名"
        value={form.holderName}
        maxLength={20}
        autoComplete="cc-name"
        onChange={(e) => setForm({ ...form, holderName: e.target.value })}
      />
      <Field
        label="开户银行"
        value={form.bankName}
        maxLength={30}
        placeholder="如：招商银行"
        onChange={(e) => setForm({ ...form, bankName: e.target.value })}
      />
      <Field
        label="银行卡号"
        value={form.cardNo}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={error}
        onChange={(e) => setForm({ ...form, cardNo: e.target.value })}
      />
      <button type="submit" className="m-button m-button-block" disabled={busy}>
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
  const [adding, setAdding] = useState(false);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = cards.data;
  if (!list) return <div className="m-skeleton m-switch-skeleton" aria-hidden="true" />;
  const saved = () => {
    setAdding(false);
    cards.reload();
  };
  if (list.length === 0 || adding)
    return <AddCardForm onDone={saved} onCancel={list.length > 0 ? () => setAdding(false) : null} />;
  const chosen = list.find((c) => c.cardId === cardId) ?? list[0]!;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < 100) return setError('提现金额至少￥1.00元，最多两位小数');
    if (fen > balance) return setError('可用余额不足');
    setError(null);
    setBusy(true);
    const result = await call('requestPayout', { cardId: chosen.cardId, amount: fen });
    setBusy(false);
    if (!result.success || !result.data) return;
    setAmount('');
    if (result.data.status === 1)
      toast.info(`已提现 ${formatFen(result.data.amount)} 至尾号${chosen.cardNoMasked.slice(-4)}`);
    else toast.error('银行退回了这笔提现，金额已返还到可用余额');
    onPaid();
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <fieldset className="m-cards">
        <legend className="m-panel-lead">提现到</legend>
        {list.map((c) => (
          <label key={c.cardId} className="m-card-choice">
            <input type="radio" name="card" checked={c.cardId === chosen.cardId} onChange={() => setCardId(c.cardId)} />
            <span className="m-card-bank">{c.bankName}</span>
            <span className="m-card-no">
              {c.cardNoMasked}（{c.holderName}）
            </span>
          </label>
        ))}
        <button type="button" className="m-button m-button-plain m-button-block" onClick={() => setAdding(true)}>
          添加银行卡
        </button>
      </fieldset>
      <Field
        label="提现金额（元）"
        value={amount}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        hint={`可提现 ${formatFen(balance)}`}
        onChange={(e) => setAmount(e.target.value)}
        addon={
          <button
            type="button"
            className="m-button m-button-ghost m-code-button"
            onClick={() => setAmount((balance / 100).toFixed(2))}
          >
            全部
          </button>
        }
      />
      <button type="submit" className="m-button m-button-block" disabled={busy || balance < 100}>
        申请提现
      </button>
    </form>
  );
}

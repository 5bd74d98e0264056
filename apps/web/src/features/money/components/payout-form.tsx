import type { BankCard } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { useState, type FormEvent } from 'react';
import { callApi } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useBankCards, useMoneyAction } from '../api/money-api';
import { yuanInputToFen } from '@bazaar/domain/rules/money-view';
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

/** A designer's payout request: the amount (yuan, ≤ balance) to one of their bank cards. */
export function PayoutForm({ balance }: { balance: number }) {
  const { data: cards, isPending } = useBankCards(true);
  const [adding, setAdding] = useState(false);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useMoneyAction();
  if (isPending || !cards) return null;
  if (cards.length === 0 || adding) return <AddCardForm onDone={() => setAdding(false)} />;
  const chosen: BankCard = cards.find((c) => c.cardId === cardId) ?? cards[0]!;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < 100) return setError('提现金额至少￥1.00元，最多两位小数');
    if (fen > balance) return setError('可用余额不足');
    setError(null);
    const payout = await run(() => callApi('requestPayout', { cardId: chosen.cardId, amount: fen }));
    if (payout) {
      setAmount('');
      if (payout.status === 1)
        toast.success(`已提现 ${formatFen(payout.amount)} 至尾号${chosen.cardNoMasked.slice(-4)}`);
      else toast.error('银行退回了这笔提现，金额已返还到可用余额');
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.choice}>
        <legend className={styles.muted}>提现到</legend>
        {cards.map((c) => (
          <label key={c.cardId}>
            <input type="radio" name="card" checked={c.cardId === chosen.cardId} onChange={() => setCardId(c.cardId)} />
            {c.bankName} {c.cardNoMasked}（{c.holderName}）
          </label>
        ))}
        <Button size="small" onClick={() => setAdding(true)}>
          添加银行卡
        </Button>
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
      <Button type="submit" variant="primary" disabled={busy || balance < 100}>
        申请提现
      </Button>
    </form>
  );
}

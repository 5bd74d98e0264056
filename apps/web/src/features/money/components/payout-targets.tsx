import type { Payout, PayoutAccounts } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { checkAlipayAccount, checkRealName, PAYOUT_STATUS, PAYOUT_STATUS_NAME } from '@bazaar/domain/rules';
import { useState, type FormEvent } from 'react';
import { callApi } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useMoneyAction, useRecentPayouts } from '../api/money-api';
import styles from './money.module.css';

/**
 * The designer's Alipay payout account (issue 33): the login id and the real name Alipay checks at transfer
 * time, checked with the same rules as the api (`checkAlipayAccount`, `checkRealName`); shown masked.
 */
export function AlipayAccountForm({ accounts, onDone }: { accounts: PayoutAccounts; onDone: () => void }) {
  const { run, busy } = useMoneyAction();
  const [form, setForm] = useState({ account: '', realName: '' });
  const [errors, setErrors] = useState<{ account?: string | null; realName?: string | null }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { account: checkAlipayAccount(form.account), realName: checkRealName(form.realName) };
    setErrors(found);
    if (found.account || found.realName) return;
    const saved = await run(() => callApi('savePayoutAlipay', form));
    if (saved) {
      toast.success('支付宝账号已保存');
      onDone();
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {accounts.alipay && (
        <p className={styles.note}>
          当前：{accounts.alipay.accountMasked}（{accounts.alipay.realNameMasked}），保存后替换
        </p>
      )}
      <FormField
        label="支付宝账号"
        value={form.account}
        maxLength={100}
        placeholder="手机号或邮箱"
        error={errors.account ?? null}
        onChange={(e) => setForm({ ...form, account: e.target.value })}
      />
      <FormField
        label="真实姓名"
        value={form.realName}
        maxLength={20}
        hint="须与支付宝实名认证一致，否则转账会被退回"
        error={errors.realName ?? null}
        onChange={(e) => setForm({ ...form, realName: e.target.value })}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        保存支付宝账号
      </Button>
    </form>
  );
}

/** The latest payouts: where each went, its status (处理中, 已到账, 提现失败 with the reason, 待确认收款). */
export function RecentPayouts() {
  const { data } = useRecentPayouts(true);
  if (!data || data.rows.length === 0) return null;
  return (
    <>
      <h3 className={styles.recentTitle}>最近提现</h3>
      <ul className={styles.bills} aria-label="最近提现">
        {data.rows.map((p: Payout) => (
          <li key={p.payoutId} className={styles.bill}>
            <div className={styles.billMain}>
              <span className={styles.billTitle}>提现至 {p.cardNoMasked}</span>
              <span className={styles.billMeta}>
                {PAYOUT_STATUS_NAME[p.status]}
                {p.status === PAYOUT_STATUS.failed && p.failReason ? `：${p.failReason}，已退回可用余额` : ''}
                {p.status === PAYOUT_STATUS.awaitingConfirm ? '：请在微信中打开设计集市手机版，点击「确认收款」' : ''}
              </span>
            </div>
            <span className={styles.billAmount}>{formatFen(p.amount)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

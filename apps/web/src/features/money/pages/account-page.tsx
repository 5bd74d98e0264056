import { formatFen } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAccount } from '../api/money-api';
import { PayoutForm } from '../components/payout-form';
import { RecentPayouts } from '../components/payout-targets';
import styles from '../components/money.module.css';
import * as paths from '@/shared/lib/page-paths';

type Side = 'employer' | 'designer';

/**
 * /uc/account 我的账户 and /u/account 设计师账户 (issue 9): what the ledger holds for the user. The
 * employer sees what is held in escrow, paid and refunded; the designer their balance, income on its
 * way (held for their tasks), payouts — and asks for a payout to a bank card.
 */
function AccountPage({ side }: { side: Side }) {
  const { data: account, isPending } = useAccount();
  const bills = side === 'designer' ? paths.designerBills : paths.employerBills;
  const stats =
    account &&
    (side === 'designer'
      ? [
          { label: '可用余额', value: account.balance, primary: true },
          { label: '待入账（托管中）', value: account.incoming },
          { label: '提现中', value: account.payoutPending },
          { label: '累计收入', value: account.totalIncome },
        ]
      : [
          { label: '托管中（冻结）', value: account.frozen, primary: true },
          { label: '累计支付', value: account.totalPaid },
          { label: '累计退款', value: account.totalRefund },
          { label: '可用余额', value: account.balance },
        ]);
  return (
    <Container className={styles.page}>
      <div className={styles.sectionHead}>
        <h1 className={styles.pageTitle}>{side === 'designer' ? '设计师账户' : '我的账户'}</h1>
        <Link to={bills} className={styles.link}>
          查看账单明细
        </Link>
      </div>
      {isPending || !stats ? (
        <Skeleton style={{ height: 96, marginBottom: 24 }} />
      ) : (
        <dl className={styles.stats}>
          {stats.map((s) => (
            <div key={s.label} className={styles.stat}>
              <dt>{s.label}</dt>
              <dd className={s.primary ? styles.primaryStat : undefined}>{formatFen(s.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {side === 'designer' ? (
        <section className={styles.card} aria-labelledby="payout-heading">
          <h2 id="payout-heading" className={styles.sectionTitle}>
            申请提现
          </h2>
          <p className={styles.note}>
            任务验收通过后，赏金从托管转入可用余额，可提现到本人银行卡、支付宝或微信零钱；到账时间以支付渠道为准。
          </p>
          {account && <PayoutForm balance={account.balance} />}
          <RecentPayouts />
        </section>
      ) : (
        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>赏金托管说明</h2>
          <p className={styles.note}>
            选定设计师前需先在收银台托管任务赏金；验收通过后赏金支付给设计师；在选定设计师前关闭任务，托管的赏金原路退回。
          </p>
          <p className={styles.note}>
            <Link to={paths.myTasks} className={styles.link}>
              前往我的任务
            </Link>
          </p>
        </section>
      )}
    </Container>
  );
}

export const UcAccountPage = () => <AccountPage side="employer" />;
export const UAccountPage = () => <AccountPage side="designer" />;

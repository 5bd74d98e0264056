import { formatFen } from '@bazaar/domain/format';
import { useParams } from 'react-router';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { usePayOrder } from '../api/money-api';
import { MissingId } from '../components/missing-id';
import { MISSING_PAY_ID } from '@bazaar/domain/rules/cashier';
import { PAY_VERDICT_TEXT, payVerdict } from '@bazaar/domain/rules/money-view';
import { payPollDelay } from '@bazaar/domain/rules/cashier';
import styles from '../components/money.module.css';
import * as paths from '@/shared/lib/page-paths';

const ICON = { success: '✓', pending: '…', failed: '!' } as const;

/**
 * /pay/confirm/{pay order id} 支付确认 (issue 9): polls the order until the company's answer is in — also where
 * Alipay and WeChat H5 send the payer back (issue 33), so the result shows without a click.
 */
export function PayConfirmPage() {
  const { id } = useParams();
  if (id === undefined) return <MissingId {...MISSING_PAY_ID.confirm} to={paths.employerBills} />;
  return <PayConfirm key={id} id={id} />;
}

function PayConfirm({ id }: { id: string }) {
  const payOrderId = idFromParam(id);
  if (payOrderId === null) throwNotFound();
  const { data: order, isPending, dataUpdatedAt } = usePayOrder(payOrderId);
  if (!isPending && !order) throwNotFound();
  if (!order) {
    return (
      <Container className={styles.page}>
        <Skeleton className={styles.narrow} style={{ height: 280 }} />
      </Container>
    );
  }
  const verdict = payVerdict(order.status);
  // Long past its expiry when last asked and still unconfirmed: polling has stopped (rules/cashier); a fresh order.
  const stalled = verdict === 'pending' && payPollDelay(order, dataUpdatedAt, true) === null;
  return (
    <Container className={styles.page}>
      <section className={`${styles.narrow} ${styles.card} ${styles.result}`} aria-live="polite">
        <span className={`${styles.resultIcon} ${styles[verdict]}`} aria-hidden="true">
          {ICON[verdict]}
        </span>
        <h1 className={styles.resultTitle}>{PAY_VERDICT_TEXT[verdict]}</h1>
        <p className={styles.muted}>
          {verdict === 'success'
            ? `${formatFen(order.amount)} 已托管至平台，现在可以选定设计师开始工作了`
            : stalled
              ? '长时间没有收到支付渠道的确认，订单已过期，可以重新发起支付'
              : verdict === 'pending'
                ? '正在等待支付渠道确认，页面会自动刷新'
                : '本次支付没有完成，未产生扣款，可以重新发起支付'}
        </p>
        <dl className={styles.facts}>
          <dt>任务</dt>
          <dd>{order.taskName}</dd>
          <dt>订单号</dt>
          <dd>{order.outTradeNo}</dd>
        </dl>
        <div className={styles.actions}>
          {(verdict === 'failed' || stalled) && (
            <Button to={paths.cashier(order.orderId)} variant="primary">
              重新支付
            </Button>
          )}
          <Button to={paths.myTask(order.orderId)} variant={verdict === 'success' ? 'primary' : 'secondary'}>
            {verdict === 'success' ? '返回任务，选定设计师' : '返回任务'}
          </Button>
          <Button to={paths.employerBills}>查看账单</Button>
        </div>
      </section>
    </Container>
  );
}

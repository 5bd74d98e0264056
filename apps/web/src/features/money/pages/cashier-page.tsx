import type { PayOrder } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { defaultPayOption, type PayOption } from '@bazaar/domain/rules/cashier';
import { countdown, payVerdict } from '@bazaar/domain/rules/money-view';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { callApi } from '@/shared/api/client';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCashierOrder, useMoneyAction, usePayChannels, usePayOrder } from '../api/money-api';
import { MissingId } from '../components/missing-id';
import { MISSING_PAY_ID } from '@bazaar/domain/rules/cashier';
import { PayChoice } from '../components/pay-choice';
import { PayPanel } from '../components/pay-panel';
import styles from '../components/money.module.css';
import cashier from '../components/cashier.module.css';
import * as paths from '@/shared/lib/page-paths';

/** Re-renders every second (the countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /pay/cashier/{task id} 收银台 (issue 9, issue 33): the task's budget is paid into escrow through a payment company
 * the payer chooses among those the api offers (getPayChannels): WeChat Pay's QR code, Alipay's own cashier, or the
 * development sandbox's button. The chosen company is kept in the address (?provider=) so a reload keeps it.
 */
export function CashierPage() {
  const { id } = useParams();
  if (id === undefined) return <MissingId {...MISSING_PAY_ID.cashier} to={paths.myTasks} />;
  return <Cashier key={id} id={id} />;
}

const skeleton = (
  <Container className={styles.page}>
    <div className={styles.narrow} aria-hidden="true">
      <Skeleton style={{ height: 32, width: 120, marginBottom: 24 }} />
      <Skeleton style={{ height: 160 }} />
      <Skeleton style={{ height: 220, marginTop: 16 }} />
    </div>
  </Container>
);

function Cashier({ id }: { id: string }) {
  const orderId = idFromParam(id);
  if (orderId === null) throwNotFound();
  const channels = usePayChannels();
  const [params, setParams] = useSearchParams();
  const options = channels.data ?? [];
  const chosen = defaultPayOption(options, params.get('provider'));
  const { data, isFetching, refetch } = useCashierOrder(orderId, chosen);
  const choose = (option: PayOption) => setParams({ provider: option.provider }, { replace: true });

  if (!channels.data) return skeleton;
  if (!chosen) {
    return (
      <Container className={styles.page}>
        <div className={`${styles.narrow} ${styles.card} ${styles.result}`}>
          <h1 className={styles.resultTitle}>暂无可用的支付方式</h1>
          <p className={styles.muted}>平台暂未开通适用于当前设备的支付方式，请稍后再试或换一台设备支付。</p>
          <Button to={paths.myTask(orderId)}>返回任务</Button>
        </div>
      </Container>
    );
  }
  if (data?.refused) {
    return (
      <Container className={styles.page}>
        <div className={`${styles.narrow} ${styles.card} ${styles.result}`}>
          <h1 className={styles.resultTitle}>无法发起支付</h1>
          {/* The server's reason (e.g. only the task's employer pays its bounty) as text, not a heading. */}
          <p className={styles.muted}>{data.refused}</p>
          <Button to={paths.myTask(orderId)}>返回任务</Button>
        </div>
      </Container>
    );
  }
  const order = data?.order ?? null;
  if (!order && !data?.down) return skeleton;

  return (
    <Container className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>收银台</h1>
        {order && <OrderSummary order={order} />}
        <section className={styles.card} aria-label="支付">
          <PayChoice options={options} chosen={chosen} onChoose={choose} disabled={isFetching} />
          {order ? (
            <PayArea key={order.payOrderId} order={order} onRenew={() => void refetch()} />
          ) : (
            <div className={cashier.downBox}>
              <p role="alert" className={cashier.down}>
                {data?.down}
              </p>
              <div className={cashier.downActions}>
                <Button variant="primary" loading={isFetching} onClick={() => void refetch()}>
                  重试
                </Button>
                {options.length > 1 && <span className={styles.muted}>或在上方选择其他支付方式</span>}
              </div>
            </div>
          )}
        </section>
      </div>
    </Container>
  );
}

function OrderSummary({ order }: { order: PayOrder }) {
  return (
    <section className={styles.card} aria-label="订单信息">
      <h2 className={styles.summaryTitle}>
        托管赏金 ·{' '}
        <Link to={paths.myTask(order.orderId)} className={styles.link}>
          {order.taskName}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <dt>订单号</dt>
        <dd>{order.outTradeNo}</dd>
        <dt>应付金额</dt>
        <dd className={styles.amount}>{formatFen(order.amount)}</dd>
      </dl>
      <p className={styles.note}>赏金由平台托管：验收通过后支付给设计师；任务在选定设计师之前关闭，赏金原路退回。</p>
    </section>
  );
}

/**
 * The order being paid: asked about every 2.5 s while the page is open and it is pending (the payer pays on the
 * phone, or in the company's page in another tab); once paid, the payment result page (the existing success flow).
 */
function PayArea({ order, onRenew }: { order: PayOrder; onRenew: () => void }) {
  const polled = usePayOrder(order.payOrderId, order).data ?? order;
  const { run, busy } = useMoneyAction();
  const navigate = useNavigate();
  const now = useNow();
  const verdict = payVerdict(polled.status);
  const paid = verdict === 'success';
  useEffect(() => {
    if (paid) void navigate(paths.payConfirm(order.payOrderId));
  }, [paid, navigate, order.payOrderId]);
  // Closed or failed at the company: as good as expired — a fresh order is one click away.
  const left = verdict === 'pending' ? countdown(polled.expiresAt, now) : null;
  const sandboxPay = async () => {
    const done = await run(() => callApi('sandboxPay', { payOrderId: order.payOrderId }));
    if (done) void navigate(paths.payConfirm(order.payOrderId));
  };
  return (
    <PayPanel order={polled} left={left} busy={busy || paid} onSandboxPay={() => void sandboxPay()} onRenew={onRenew} />
  );
}

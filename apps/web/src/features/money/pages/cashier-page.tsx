import { formatFen } from '@bazaar/domain/format';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '@/shared/api/client';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCashierOrder, useMoneyAction } from '../api/money-api';
import { MissingId } from '../components/missing-id';
import { SandboxQr } from '../components/sandbox-qr';
import { countdown } from '@bazaar/domain/rules/money-view';
import styles from '../components/money.module.css';
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
 * /pay/cashier/{task id} 收银台 (issue 9): the task's budget is paid into escrow through the payment
 * provider. The sandbox shows its QR code and a button that makes the provider confirm the payment.
 */
export function CashierPage() {
  const { id } = useParams();
  if (id === undefined)
    return (
      <MissingId
        title="缺少任务编号"
        lead="支付链接不完整：没有指明为哪个任务托管赏金。请在「我的任务」中打开要支付的任务，点击“托管赏金 · 去支付”进入收银台。"
        to={paths.myTasks}
        linkText="去我的任务"
      />
    );
  return <Cashier key={id} id={id} />;
}

function Cashier({ id }: { id: string }) {
  const orderId = idFromParam(id);
  if (orderId === null) throwNotFound();
  const { data, isPending, refetch } = useCashierOrder(orderId);
  const { run, busy } = useMoneyAction();
  const navigate = useNavigate();
  const now = useNow();

  if (isPending || !data) {
    return (
      <Container className={styles.page}>
        <div className={styles.narrow} aria-hidden="true">
          <Skeleton style={{ height: 32, width: 120, marginBottom: 24 }} />
          <Skeleton style={{ height: 160 }} />
          <Skeleton style={{ height: 220, marginTop: 16 }} />
        </div>
      </Container>
    );
  }
  if (!data.order) {
    return (
      <Container className={styles.page}>
        <div className={`${styles.narrow} ${styles.card} ${styles.result}`}>
          <h1 className={styles.resultTitle}>无法发起支付</h1>
          {/* The server's reason (e.g. only the task's employer pays its bounty) as text, not a heading. */}
          {data.refused && <p className={styles.muted}>{data.refused}</p>}
          <Button to={paths.myTask(orderId)}>返回任务</Button>
        </div>
      </Container>
    );
  }
  const order = data.order;
  const left = countdown(order.expiresAt, now);
  const pay = async () => {
    const paid = await run(() => callApi('sandboxPay', { payOrderId: order.payOrderId }));
    if (paid) navigate(paths.payConfirm(order.payOrderId));
  };

  return (
    <Container className={styles.page}>
      <div className={styles.narrow}>
        <h1 className={styles.heading}>收银台</h1>
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
          <p className={styles.note}>
            赏金由平台托管：验收通过后支付给设计师；任务在选定设计师之前关闭，赏金原路退回。
          </p>
        </section>
        <section className={styles.card} aria-label="支付">
          <div className={styles.pay}>
            {order.qrCode !== null && <SandboxQr text={order.qrCode} />}
            <div className={styles.payMain}>
              <span className={styles.sandboxTag}>沙箱支付 · 开发环境不会产生真实扣款</span>
              <p>请使用手机扫码支付，或点击下方按钮模拟支付成功。</p>
              {left ? (
                <p className={styles.countdown} aria-live="off">
                  剩余支付时间 <strong>{left}</strong>
                </p>
              ) : (
                <p className={styles.countdown}>支付二维码已过期</p>
              )}
              {left ? (
                <Button variant="primary" size="large" disabled={busy} onClick={() => void pay()}>
                  确认支付 {formatFen(order.amount)}
                </Button>
              ) : (
                <Button size="large" onClick={() => void refetch()}>
                  刷新二维码
                </Button>
              )}
              <Link to={paths.payConfirm(order.payOrderId)} className={styles.link}>
                已完成支付？查看支付结果
              </Link>
            </div>
          </div>
        </section>
      </div>
    </Container>
  );
}

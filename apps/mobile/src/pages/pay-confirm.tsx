/**
 * /pay/confirm/{pay order id} 支付确认 on a phone (login guard; the desktop's page, issue 9): follows the order every
 * 2.5 s while the company's answer is pending, then says how it ended and what to do next.
 */
import { useEffect } from 'react';
import { formatFen } from '@bazaar/domain/format';
import { PAY_VERDICT_TEXT, payVerdict } from '@bazaar/domain/rules/money-view';
import { call } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { Link, useParams } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed, Missing, readFallback } from '@/shared/ui/load-failed';
import { MissingId, ResultCard, useNow, usePageVisible } from './money-parts';
import { MISSING_PAY_ID, payPollDelay } from '@bazaar/domain/rules/cashier';
import { idOf } from '@/shared/money';
import '@/styles/pages-money.css';

const ICON = { success: '✓', pending: '…', failed: '!' } as const;

export default function PayConfirmPage() {
  const { id } = useParams();
  if (id === undefined) return <MissingId {...MISSING_PAY_ID.confirm} to="/uc/bill" />;
  const payOrderId = idOf(id);
  if (payOrderId === null) return <Missing text="支付订单不存在" />;
  return <PayConfirm key={payOrderId} payOrderId={payOrderId} />;
}

function PayConfirm({ payOrderId }: { payOrderId: number }) {
  const order = useLoad(`payOrder:${payOrderId}`, async () =>
    detailOf(await call('getPayOrderInfo', { payOrderId }, { silent: true })),
  );
  const now = useNow();
  const visible = usePageVisible();
  // Asked again every 2.5 s while pending and in front, until a while after expiry (rules/cashier): also where
  // Alipay and WeChat H5 send the payer back, so the result shows without a tap.
  const delay = payPollDelay(order.data?.state === 'ok' ? order.data.data : null, now, visible);
  const { reload } = order;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [delay, order.data, reload]);

  if (!order.data) return readFallback(order);
  if (order.data.state === 'failed') return <LoadFailed retry={order.reload} />;
  if (order.data.state === 'missing') return <Missing text="支付订单不存在" />;
  const o = order.data.data;
  const verdict = payVerdict(o.status);
  // Long past its expiry and still unconfirmed: no more asking; a fresh order is offered.
  const stalled = verdict === 'pending' && delay === null && visible;
  return (
    <ResultCard
      icon={ICON[verdict]}
      tone={verdict}
      title={PAY_VERDICT_TEXT[verdict]}
      lead={
        verdict === 'success'
          ? `${formatFen(o.amount)} 已托管至平台，现在可以选定设计师开始工作了`
          : stalled
            ? '长时间没有收到支付渠道的确认，订单已过期，可以重新发起支付'
            : verdict === 'pending'
              ? '正在等待支付渠道确认，页面会自动刷新'
              : '本次支付没有完成，未产生扣款，可以重新发起支付'
      }
    >
      <dl className="m-facts-list">
        <div>
          <dt>任务</dt>
          <dd>{o.taskName}</dd>
        </div>
        <div>
          <dt>订单号</dt>
          <dd className="m-mono">{o.outTradeNo}</dd>
        </div>
      </dl>
      <div className="m-result-actions">
        {(verdict === 'failed' || stalled) && (
          <Link to={`/pay/cashier/${o.orderId}`} className="m-button m-button-block">
            重新支付
          </Link>
        )}
        <Link
          to={`/task/${o.orderId}`}
          className={`m-button m-button-block${verdict === 'success' ? '' : ' m-button-ghost'}`}
        >
          {verdict === 'success' ? '返回任务，选定设计师' : '返回任务'}
        </Link>
        <Link to="/uc/bill" className="m-button m-button-plain m-button-block">
          查看账单
        </Link>
      </div>
    </ResultCard>
  );
}

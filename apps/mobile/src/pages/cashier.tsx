/**
 * /pay/cashier/{task id} 收银台 on a phone (login guard; the desktop's cashier, issue 9): the task's budget is paid
 * into escrow through the payment provider. The order is created (or reused) on the server; the sandbox's
 * provider confirms with a button (沙箱支付, no real charge), then the payment result page follows the order.
 */
import { useState } from 'react';
import { formatFen } from '@bazaar/domain/format';
import { countdown } from '@bazaar/domain/rules/money-view';
import { call } from '@/shared/api';
import { Link, useNavigate, useParams } from '@/shared/router';
import { useLoad } from '@/shared/use-load';
import { LoadFailed, Missing } from '@/shared/ui/load-failed';
import { MissingId, ResultCard, useNow } from './money-parts';
import { idOf } from '@/shared/money';
import '@/styles/pages-money.css';

export default function CashierPage() {
  const { id } = useParams();
  if (id === undefined)
    return (
      <MissingId
        title="缺少任务编号"
        lead="支付链接不完整：没有指明为哪个任务托管赏金。请在「我的任务」中打开要支付的任务，点击“托管赏金 · 去支付”进入收银台。"
        to="/uc/task"
        label="去我的任务"
      />
    );
  const orderId = idOf(id);
  if (orderId === null) return <Missing text="任务不存在" />;
  return <Cashier key={orderId} orderId={orderId} />;
}

function Cashier({ orderId }: { orderId: number }) {
  const order = useLoad(`cashier:${orderId}`, async () => {
    const result = await call('createTaskPayOrder', { orderId }, { silent: true });
    if (result.success && result.data) return { state: 'ok' as const, order: result.data };
    // 加载失败 with 重试 for the network or a server error; a refusal (not the task's employer, say) is shown.
    if (result.resultCode === 'NETWORK' || result.resultCode.startsWith('E05')) return { state: 'failed' as const };
    return { state: 'refused' as const, reason: result.resultMessage };
  });
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const now = useNow();

  if (!order.data || order.reloading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (order.data.state === 'failed') return <LoadFailed retry={order.reload} />;
  if (order.data.state === 'refused')
    return (
      <ResultCard icon="!" tone="failed" title="无法发起支付" lead={order.data.reason}>
        <div className="m-result-actions">
          <Link to={`/task/${orderId}`} className="m-button m-button-ghost m-button-block">
            返回任务
          </Link>
        </div>
      </ResultCard>
    );
  const o = order.data.order;
  const left = countdown(o.expiresAt, now);
  const pay = async () => {
    setBusy(true);
    const paid = await call('sandboxPay', { payOrderId: o.payOrderId });
    setBusy(false);
    if (paid.success) void navigate(`/pay/confirm/${o.payOrderId}`);
  };

  return (
    <div className="m-cashier">
      <section className="m-cashier-head" aria-label="订单信息">
        <p className="m-cashier-label">应付金额</p>
        <p className="m-cashier-amount">{formatFen(o.amount)}</p>
        <p className="m-cashier-countdown" aria-live="off">
          {left ? (
            <>
              剩余支付时间 <strong>{left}</strong>
            </>
          ) : (
            '支付二维码已过期'
          )}
        </p>
      </section>
      <section className="m-panel" aria-label="订单详情">
        <dl className="m-facts-list">
          <div>
            <dt>托管赏金</dt>
            <dd>
              <Link to={`/task/${o.orderId}`} className="m-text-link">
                {o.taskName}
              </Link>
            </dd>
          </div>
          <div>
            <dt>订单号</dt>
            <dd className="m-mono">{o.outTradeNo}</dd>
          </div>
        </dl>
        <p className="m-panel-lead">赏金由平台托管：验收通过后支付给设计师；任务在选定设计师之前关闭，赏金原路退回。</p>
      </section>
      <section className="m-panel" aria-labelledby="pay-method">
        <h2 id="pay-method" className="m-panel-title">
          支付方式
        </h2>
        <div className="m-pay-method">
          <span className="m-pay-badge" aria-hidden="true">
            沙
          </span>
          <span>
            <strong>沙箱支付</strong>
            <span className="m-sandbox-tag">沙箱支付 · 开发环境不会产生真实扣款</span>
          </span>
        </div>
        <p className="m-panel-lead">点击下方按钮模拟支付成功。</p>
      </section>
      <div className="m-paybar">
        {left ? (
          <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void pay()}>
            确认支付 {formatFen(o.amount)}
          </button>
        ) : (
          <button type="button" className="m-button m-button-block" onClick={order.reload}>
            刷新二维码
          </button>
        )}
        <Link to={`/pay/confirm/${o.payOrderId}`} className="m-paybar-link">
          已完成支付？查看支付结果
        </Link>
      </div>
    </div>
  );
}

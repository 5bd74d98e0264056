/**
 * /pay/cashier/{task id} 收银台 on a phone (login guard; the desktop's cashier, issues 9 and 33): the task's budget is
 * paid into escrow through a company the payer chooses among those the api offers for this phone (getPayChannels):
 * outside WeChat, WeChat Pay H5 or Alipay wap send the browser to the company; inside WeChat, WeChat Pay JSAPI opens
 * WeChat's own payment sheet (Alipay cannot pay there: the api leaves it out and the page says where it can); the
 * sandbox confirms with a button. The open page asks the api about the order every 2.5 s and shows the result once paid.
 */
import { useChange } from '@bazaar/react/change';
import { useEffect, useState, type ReactNode } from 'react';
import type { PayOrder } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import {
  ALIPAY_IN_WECHAT_HINT,
  cashierFailureOf,
  defaultPayOption,
  MISSING_PAY_ID,
  PAY_CHANNEL_DOWN,
  payActionOf,
  payPollDelay,
  payRedirectLabel,
  type PayOption,
} from '@bazaar/domain/rules/cashier';
import { countdown, payVerdict } from '@bazaar/domain/rules/money-view';
import { call } from '@/shared/api';
import { toast } from '@/shared/toast';
import { Link, useNavigate, useParams, useSearchParams } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed, Missing, readFallback } from '@/shared/ui/load-failed';
import { MissingId, ResultCard, useNow, usePageVisible } from './money-parts';
import { payInWechat, WECHAT_PAY_WORDS } from './wechat-pay';
import { idOf } from '@/shared/money';
import '@/styles/pages-money.css';

export default function CashierPage() {
  const { id } = useParams();
  if (id === undefined) return <MissingId {...MISSING_PAY_ID.cashier} to="/uc/task" />;
  const orderId = idOf(id);
  if (orderId === null) return <Missing text="任务不存在" />;
  return <Cashier key={orderId} orderId={orderId} />;
}

const MARK: Record<string, string> = { wechatpay: '微', alipay: '支', sandbox: '沙' };

function Cashier({ orderId }: { orderId: number }) {
  const channels = useLoad('payChannels', async () => {
    const result = await call('getPayChannels', undefined, { silent: true });
    return result.success && result.data ? { state: 'ok' as const, ...result.data } : { state: 'failed' as const };
  });
  const [params, setParams] = useSearchParams();
  const offered = channels.data?.state === 'ok' ? channels.data : null;
  const chosen = offered ? defaultPayOption(offered.options, params.get('provider')) : null;
  const key = chosen ? `cashier:${orderId}:${chosen.provider}:${chosen.channel}` : null;
  const order = useLoad(key, async () => {
    const input = chosen ? { orderId, provider: chosen.provider, channel: chosen.channel } : { orderId };
    const result = await call('createTaskPayOrder', input, { silent: true });
    if (result.success && result.data) return { state: 'ok' as const, order: result.data };
    const failure = cashierFailureOf(result);
    // 加载失败 with 重试 for the network; the company being down stays in the page beside the other companies; a
    // refusal about the task (not the employer, already held) ends it.
    if (failure === 'load') return { state: 'failed' as const };
    if (failure === 'channel') return { state: 'down' as const, reason: result.resultMessage || PAY_CHANNEL_DOWN };
    return { state: 'refused' as const, reason: result.resultMessage };
  });
  const choose = (option: PayOption) =>
    setParams(new URLSearchParams({ provider: option.provider }), { replace: true });

  if (channels.failed || channels.data?.state === 'failed') return <LoadFailed retry={channels.reload} />;
  if (!offered) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (!chosen)
    return (
      <ResultCard
        icon="!"
        tone="failed"
        title="暂无可用的支付方式"
        lead={
          offered.device === 'wechat'
            ? `微信内暂不支持支付，${ALIPAY_IN_WECHAT_HINT}`
            : '平台暂未开通适用于当前设备的支付方式，请稍后再试'
        }
      >
        <div className="m-result-actions">
          <Link to={`/task/${orderId}`} className="m-button m-button-ghost m-button-block">
            返回任务
          </Link>
        </div>
      </ResultCard>
    );
  if (!order.data) return readFallback(order);
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

  const choice = (
    <PayChoice
      options={offered.options}
      chosen={chosen}
      onChoose={choose}
      inWechat={offered.device === 'wechat'}
      busy={order.reloading}
    />
  );
  if (order.data.state === 'down')
    return (
      <div className="m-cashier">
        {choice}
        <section className="m-panel" aria-label="支付">
          <p role="alert" className="m-pay-down">
            {order.data.reason}
          </p>
          <p className="m-panel-lead">
            {offered.options.length > 1 ? '可以点击重试，或在上方选择其他支付方式。' : '请稍后点击重试。'}
          </p>
        </section>
        <div className="m-paybar">
          <button type="button" className="m-button m-button-block" disabled={order.reloading} onClick={order.reload}>
            重试
          </button>
        </div>
      </div>
    );
  return (
    <PayOrderView key={order.data.order.payOrderId} order={order.data.order} choice={choice} renew={order.reload} />
  );
}

/** The offered companies as radio cards; inside WeChat, where Alipay is left out, one line says where it works. */
function PayChoice({
  options,
  chosen,
  onChoose,
  inWechat,
  busy,
}: {
  options: readonly PayOption[];
  chosen: PayOption;
  onChoose: (option: PayOption) => void;
  inWechat: boolean;
  busy: boolean;
}) {
  return (
    <section className="m-panel" aria-labelledby="pay-method">
      <fieldset className="m-pay-choice" disabled={busy}>
        <legend id="pay-method" className="m-panel-title">
          支付方式
        </legend>
        {options.map((o) => (
          <label key={o.provider} className={`m-pay-method m-pay-${o.provider}`}>
            <input
              type="radio"
              name="pay-provider"
              value={o.provider}
              checked={o.provider === chosen.provider}
              onChange={() => onChoose(o)}
            />
            <span className="m-pay-badge" aria-hidden="true">
              {MARK[o.provider] ?? o.name.slice(0, 1)}
            </span>
            <span>
              <strong>{o.name}</strong>
              {o.provider === 'sandbox' && <span className="m-sandbox-tag">沙箱支付 · 开发环境不会产生真实扣款</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {inWechat && !options.some((o) => o.provider === 'alipay') && (
        <p className="m-panel-lead">{ALIPAY_IN_WECHAT_HINT}</p>
      )}
    </section>
  );
}

/** One order being paid: asked about while open and pending; once paid, the payment result page. */
function PayOrderView({ order, choice, renew }: { order: PayOrder; choice: ReactNode; renew: () => void }) {
  const navigate = useNavigate();
  const now = useNow();
  const visible = usePageVisible();
  const [current, setCurrent] = useState(order);
  // One of the two is offered (action.kind): the sandbox's 确认支付 or WeChat's JSAPI 微信支付.
  const sandbox = useChange((payOrderId: number) => call('sandboxPay', { payOrderId }));
  const wechat = useChange(payInWechat);
  const busy = sandbox.busy || wechat.busy;
  const verdict = payVerdict(current.status);
  const delay = payPollDelay(current, now, visible);
  const polling = delay !== null;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      void call('getPayOrderInfo', { payOrderId: order.payOrderId }, { silent: true }).then((r) => {
        if (r.success && r.data) setCurrent(r.data);
      });
    }, delay);
    return () => clearInterval(timer);
  }, [polling, delay, order.payOrderId]);
  useEffect(() => {
    if (verdict === 'success') void navigate(`/pay/confirm/${order.payOrderId}`);
  }, [verdict, navigate, order.payOrderId]);

  const left = verdict === 'pending' ? countdown(current.expiresAt, now) : null;
  const action = payActionOf(current);
  const confirm = `/pay/confirm/${order.payOrderId}`;
  const sandboxPay = async () => {
    const paid = await sandbox.run(order.payOrderId);
    if (paid?.success) void navigate(confirm);
  };
  const wechatPay = async (params: Record<string, string>) => {
    const outcome = await wechat.run(params);
    if (outcome === undefined) return; // a second tap while one runs
    // `ok` is not proof (WeChat says so): the result page asks the api, which asks WeChat Pay.
    if (outcome === 'ok') void navigate(confirm);
    else if (outcome === 'cancel') toast.info(WECHAT_PAY_WORDS.cancel);
    else toast.error(WECHAT_PAY_WORDS[outcome]);
  };

  let button: ReactNode;
  if (!left)
    button = (
      <button type="button" className="m-button m-button-block" onClick={renew}>
        {action.kind === 'redirect' || action.kind === 'jsapi' ? '重新发起支付' : '刷新二维码'}
      </button>
    );
  else if (action.kind === 'sandbox')
    button = (
      <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void sandboxPay()}>
        确认支付 {formatFen(current.amount)}
      </button>
    );
  else if (action.kind === 'redirect')
    // A navigation to the company's own cashier (WeChat H5, Alipay wap): a link; the company sends the payer back
    // to /pay/confirm, which shows the result.
    button = (
      <a href={action.payUrl} className="m-button m-button-block">
        {payRedirectLabel(current.provider)}
      </a>
    );
  else if (action.kind === 'jsapi') {
    const params = action.params;
    button = (
      <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void wechatPay(params)}>
        微信支付 {formatFen(current.amount)}
      </button>
    );
  } else
    button = (
      <button type="button" className="m-button m-button-block" onClick={renew}>
        重试
      </button>
    );

  return (
    <div className="m-cashier">
      <section className="m-cashier-head" aria-label="订单信息">
        <p className="m-cashier-label">应付金额</p>
        <p className="m-cashier-amount">{formatFen(current.amount)}</p>
        <p className="m-cashier-countdown" aria-live="off">
          {left ? (
            <>
              剩余支付时间 <strong>{left}</strong>
            </>
          ) : (
            '支付订单已过期'
          )}
        </p>
      </section>
      <section className="m-panel" aria-label="订单详情">
        <dl className="m-facts-list">
          <div>
            <dt>托管赏金</dt>
            <dd>
              <Link to={`/task/${current.orderId}`} className="m-text-link">
                {current.taskName}
              </Link>
            </dd>
          </div>
          <div>
            <dt>订单号</dt>
            <dd className="m-mono">{current.outTradeNo}</dd>
          </div>
        </dl>
        <p className="m-panel-lead">赏金由平台托管：验收通过后支付给设计师；任务在选定设计师之前关闭，赏金原路退回。</p>
      </section>
      {choice}
      {action.kind === 'none' && (
        <p role="alert" className="m-pay-down">
          暂时无法发起支付，请重试或更换支付方式
        </p>
      )}
      {action.kind === 'sandbox' && <p className="m-panels-lead">点击下方按钮模拟支付成功。</p>}
      <div className="m-paybar">
        {button}
        <Link to={confirm} className="m-paybar-link">
          已完成支付？查看支付结果
        </Link>
      </div>
    </div>
  );
}

import type { PayOrder } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { payActionOf, payRedirectLabel, PAY_PROVIDER_NAME, type PayProvider } from '@bazaar/domain/rules/cashier';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/shared/ui/button';
import * as paths from '@/shared/lib/page-paths';
import { PayQr } from './pay-qr';
import styles from './cashier.module.css';

interface PayPanelProps {
  order: PayOrder;
  /** mm:ss left, or null once the order has expired. */
  left: string | null;
  busy: boolean;
  onSandboxPay: () => void;
  /** A fresh order (the code expired, or the company answered nothing usable). */
  onRenew: () => void;
}

const nameOf = (provider: string): string => PAY_PROVIDER_NAME[provider as PayProvider] ?? '支付';

/**
 * How this order is paid (issue 33): the sandbox's code and button, WeChat Native's QR code to scan, or a button to
 * the company's own cashier (Alipay page, WeChat H5). The page asks the api about the order meanwhile.
 */
export function PayPanel({ order, left, busy, onSandboxPay, onRenew }: PayPanelProps) {
  const action = payActionOf(order);
  const countdown = left ? (
    <p className={styles.countdown} aria-live="off">
      剩余支付时间 <strong>{left}</strong>
    </p>
  ) : (
    <p className={styles.countdown}>{action.kind === 'redirect' ? '支付订单已过期' : '支付二维码已过期'}</p>
  );
  const renew = (
    <Button size="large" onClick={onRenew}>
      {action.kind === 'redirect' ? '重新发起支付' : '刷新二维码'}
    </Button>
  );
  const result = (
    <Link to={paths.payConfirm(order.payOrderId)} className={styles.link}>
      已完成支付？查看支付结果
    </Link>
  );

  if (action.kind === 'sandbox')
    return (
      <div className={styles.pay}>
        {action.qrCode !== null && <PayQr text={action.qrCode} label="沙箱支付二维码" />}
        <div className={styles.payMain}>
          <span className={styles.sandboxTag}>沙箱支付 · 开发环境不会产生真实扣款</span>
          <p>请使用手机扫码支付，或点击下方按钮模拟支付成功。</p>
          {countdown}
          {left ? (
            <Button variant="primary" size="large" disabled={busy} onClick={onSandboxPay}>
              确认支付 {formatFen(order.amount)}
            </Button>
          ) : (
            renew
          )}
          {result}
        </div>
      </div>
    );

  if (action.kind === 'qr')
    return (
      <div className={styles.pay}>
        {left ? (
          <PayQr text={action.qrCode} label={`${nameOf(order.provider)}二维码`} />
        ) : (
          <div className={`${styles.qr} ${styles.qrExpired}`}>二维码已过期</div>
        )}
        <div className={styles.payMain}>
          <p className={styles.scan}>
            <span className={`${styles.mark} ${styles[order.provider] ?? ''}`} aria-hidden="true">
              扫
            </span>
            请使用{order.provider === 'alipay' ? '支付宝' : '微信'}扫一扫
          </p>
          <p className={styles.muted}>扫描左侧二维码，在手机上确认支付 {formatFen(order.amount)}，本页会自动跳转。</p>
          {countdown}
          {!left && renew}
          {result}
        </div>
      </div>
    );

  if (action.kind === 'redirect')
    return (
      <div className={styles.payMain}>
        <p className={styles.muted}>
          将跳转到{nameOf(order.provider)}完成支付 {formatFen(order.amount)}，支付完成后会自动返回本站查看结果。
        </p>
        {countdown}
        {left ? (
          // A navigation to the company's own cashier: a link that looks like a button (conventions §9).
          <a href={action.payUrl} className={buttonClass({ variant: 'primary', size: 'large', className: styles.go })}>
            {payRedirectLabel(order.provider)}
          </a>
        ) : (
          renew
        )}
        {result}
      </div>
    );

  return (
    <div className={styles.payMain}>
      <p role="alert" className={styles.down}>
        {action.kind === 'jsapi'
          ? '微信内支付请在手机微信中打开本页面'
          : `${nameOf(order.provider)}暂时无法发起支付，请重试或更换支付方式`}
      </p>
      <Button size="large" onClick={onRenew}>
        重试
      </Button>
      {result}
    </div>
  );
}

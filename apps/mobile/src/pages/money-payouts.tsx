/**
 * The designer's latest payouts on a phone (issue 33): where each went and how it stands — 处理中, 已到账,
 * 提现失败 with the company's reason (the money is back in the balance), or 待确认收款: WeChat's merchant
 * transfer waits for the designer, who confirms inside WeChat with `wx.requestMerchantTransfer` (the package
 * is answered to the payout's owner only). Outside WeChat the row says to open the page in WeChat.
 */
import type { Payout } from '@bazaar/domain/api';
import { formatFen } from '@bazaar/domain/format';
import { PAYOUT_STATUS, PAYOUT_STATUS_NAME } from '@bazaar/domain/rules';
import { call, dataOr } from '@/shared/api';
import { toast } from '@/shared/toast';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed } from '@/shared/ui/load-failed';

interface WxMerchantTransfer {
  requestMerchantTransfer(p: {
    mchId: string;
    appId: string;
    package: string;
    success?: () => void;
    fail?: (e: { errMsg?: string }) => void;
  }): void;
}

/** WeChat's JS-SDK object, when the page runs inside WeChat and the SDK is loaded. */
const wxSdk = (): WxMerchantTransfer | null => {
  const w = (globalThis as { wx?: Partial<WxMerchantTransfer> }).wx;
  return w && typeof w.requestMerchantTransfer === 'function' ? (w as WxMerchantTransfer) : null;
};

const inWeChat = (): boolean => /MicroMessenger/i.test(globalThis.navigator?.userAgent ?? '');

export function RecentPayouts({ version, onChanged }: { version: number; onChanged: () => void }) {
  const payouts = useLoad(`payouts:${version}`, async () =>
    dataOr(await call('getMyPayoutPage', { current: 1, pageSize: 5 }), null),
  );
  if (payouts.failed) return <LoadFailed retry={payouts.reload} />;
  const rows = payouts.data?.rows ?? [];
  if (rows.length === 0) return null;
  const confirm = (p: Payout) => {
    const sdk = wxSdk();
    if (!p.confirm || !sdk) {
      toast.info(inWeChat() ? '微信版本过低，请升级微信后重试' : '请在微信中打开本页面确认收款');
      return;
    }
    sdk.requestMerchantTransfer({
      ...p.confirm,
      success: () => {
        toast.info('已确认收款，到账后会通知你');
        onChanged();
      },
      fail: () => toast.error('未完成确认收款，可稍后再试'),
    });
  };
  return (
    <section className="m-panel" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading" className="m-panel-title">
        最近提现
      </h2>
      <ul className="m-bills">
        {rows.map((p) => (
          <li key={p.payoutId}>
            <div className="m-bill">
              <div className="m-bill-main">
                <span className="m-bill-title">提现至 {p.cardNoMasked}</span>
                <span className="m-bill-time">
                  {PAYOUT_STATUS_NAME[p.status]}
                  {p.status === PAYOUT_STATUS.failed && p.failReason ? `：${p.failReason}，已退回余额` : ''}
                </span>
              </div>
              {p.status === PAYOUT_STATUS.awaitingConfirm && p.confirm ? (
                <button type="button" className="m-button m-button-sm" onClick={() => confirm(p)}>
                  确认收款
                </button>
              ) : (
                <span className="m-bill-amount">{formatFen(p.amount, { suffix: false })}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

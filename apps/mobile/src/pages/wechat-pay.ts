/**
 * Paying inside WeChat's browser (issue 33, WeChat Pay JSAPI): the api signs the parameters of
 * `getBrandWCPayRequest`; WeChat's built-in `WeixinJSBridge` opens its payment sheet with them. The bridge may not
 * exist yet when the page starts — WeChat fires `WeixinJSBridgeReady` on the document once it does. Its answer
 * (`err_msg`) only says how the sheet closed: WeChat warns that `ok` is not proof of payment, so the cashier always
 * asks the api about the order afterwards (the api asks WeChat Pay).
 */

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, done: (res: { err_msg?: string }) => void): void;
}

/** How the payment sheet closed, or that there was no bridge to open it (not WeChat's browser, or it never came). */
export type WechatPayOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

/** Where the bridge is found: the page's window and document, or a stand-in (tests). */
export interface BridgeHost {
  bridge(): WeixinJSBridge | undefined;
  onReady(listener: () => void): () => void;
}

export const browserBridgeHost = (): BridgeHost => ({
  bridge: () => (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge,
  onReady: (listener) => {
    document.addEventListener('WeixinJSBridgeReady', listener, false);
    return () => document.removeEventListener('WeixinJSBridgeReady', listener, false);
  },
});

/** `get_brand_wcpay_request:ok` / `:cancel` / `:fail` (anything else is a failure too). */
export function outcomeOf(errMsg: string | undefined): WechatPayOutcome {
  const result = /^get_brand_wcpay_request[:：](\w+)$/.exec(errMsg ?? '')?.[1];
  return result === 'ok' ? 'ok' : result === 'cancel' ? 'cancel' : 'fail';
}

/** How long to wait for `WeixinJSBridgeReady` before telling the payer to open the page in WeChat again. */
export const BRIDGE_WAIT_MS = 5000;

/** Opens WeChat's payment sheet with the api's signed parameters; resolves with how it closed. */
export function payInWechat(
  params: Record<string, string>,
  host: BridgeHost = browserBridgeHost(),
  waitMs = BRIDGE_WAIT_MS,
): Promise<WechatPayOutcome> {
  return new Promise((resolve) => {
    const invoke = (bridge: WeixinJSBridge) =>
      bridge.invoke('getBrandWCPayRequest', params, (res) => resolve(outcomeOf(res?.err_msg)));
    const now = host.bridge();
    if (now) return invoke(now);
    let stop = (): void => undefined;
    const timer = setTimeout(() => {
      stop();
      resolve('unavailable');
    }, waitMs);
    stop = host.onReady(() => {
      clearTimeout(timer);
      stop();
      const ready = host.bridge();
      if (ready) invoke(ready);
      else resolve('unavailable');
    });
  });
}

/** What the cashier says after the sheet closed without paying. */
export const WECHAT_PAY_WORDS: Record<Exclude<WechatPayOutcome, 'ok'>, string> = {
  cancel: '已取消支付',
  fail: '微信支付未完成，请重试或稍后再试',
  unavailable: '无法调起微信支付，请在微信中重新打开本页面',
};

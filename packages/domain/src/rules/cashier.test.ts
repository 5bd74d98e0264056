import { describe, expect, it } from 'vitest';
import {
  cashierFailureOf,
  defaultPayOption,
  PAY_CHANNEL_DOWN,
  PAY_POLL_GRACE_MS,
  PAY_POLL_MS,
  payActionOf,
  payChannelFor,
  payDeviceOf,
  payPollDelay,
  payRedirectLabel,
} from './cashier.js';

const WECHAT = { provider: 'wechatpay', name: '微信支付', channel: 'native' } as const;
const ALIPAY = { provider: 'alipay', name: '支付宝', channel: 'page' } as const;
const SANDBOX = { provider: 'sandbox', name: '沙箱支付', channel: 'sandbox' } as const;

describe('the cashier’s first choice', () => {
  it('takes the company named in the address when it is still offered', () => {
    expect(defaultPayOption([WECHAT, ALIPAY], 'alipay')).toBe(ALIPAY);
  });
  it('falls back to the first offered (the operator’s order) for a missing or unknown or withdrawn company', () => {
    expect(defaultPayOption([WECHAT, ALIPAY], null)).toBe(WECHAT);
    expect(defaultPayOption([ALIPAY, WECHAT], 'paypal')).toBe(ALIPAY);
    // Inside WeChat the api omits Alipay: an old ?provider=alipay must not select something not on offer.
    expect(defaultPayOption([WECHAT], 'alipay')).toBe(WECHAT);
    expect(defaultPayOption([SANDBOX], 'wechatpay')).toBe(SANDBOX);
  });
  it('has nothing to choose when nothing is offered', () => {
    expect(defaultPayOption([], 'alipay')).toBeNull();
  });
});

describe('devices and channels', () => {
  it('reads WeChat’s browser, phones and computers from the User-Agent', () => {
    expect(payDeviceOf('Mozilla/5.0 (iPhone) AppleWebKit Mobile MicroMessenger/8.0.50')).toBe('wechat');
    expect(payDeviceOf('Mozilla/5.0 (Linux; Android 14) Mobile Safari')).toBe('phone');
    expect(payDeviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).toBe('desktop');
    expect(payDeviceOf(undefined)).toBe('desktop');
  });
  it('gives Alipay no channel inside WeChat', () => {
    expect(payChannelFor('alipay', 'wechat')).toBeNull();
    expect(payChannelFor('wechatpay', 'wechat')).toBe('jsapi');
    expect(payChannelFor('alipay', 'phone')).toBe('wap');
  });
});

describe('what an order asks the payer to do', () => {
  const base = { qrCode: null, payUrl: null, jsapiParams: null };
  it('shows WeChat Native’s code_url as a QR code', () => {
    expect(payActionOf({ ...base, channel: 'native', qrCode: 'weixin://wxpay/bizpayurl?pr=abc' })).toEqual({
      kind: 'qr',
      qrCode: 'weixin://wxpay/bizpayurl?pr=abc',
    });
  });
  it('sends the browser to Alipay’s page or WeChat’s H5 address', () => {
    expect(payActionOf({ ...base, channel: 'page', payUrl: 'https://openapi.alipay.com/gateway.do?x=1' }).kind).toBe(
      'redirect',
    );
    expect(payActionOf({ ...base, channel: 'h5', payUrl: 'https://wx.tenpay.com/h5' }).kind).toBe('redirect');
  });
  it('hands JSAPI’s signed parameters to WeixinJSBridge', () => {
    const params = {
      appId: 'wx1',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=p',
      signType: 'RSA',
      paySign: 's',
    };
    expect(payActionOf({ ...base, channel: 'jsapi', jsapiParams: params })).toEqual({ kind: 'jsapi', params });
  });
  it('keeps the sandbox’s button whatever it answered, and says when a company answered nothing usable', () => {
    expect(payActionOf({ ...base, channel: 'sandbox', qrCode: 'sandbox://pay/1' }).kind).toBe('sandbox');
    expect(payActionOf({ ...base, channel: 'native' }).kind).toBe('none');
  });
  it('names the company on the way out', () => {
    expect(payRedirectLabel('alipay')).toBe('前往支付宝支付');
    expect(payRedirectLabel('wechatpay')).toBe('前往微信支付');
  });
});

describe('polling a pending order', () => {
  const now = Date.parse('2026-01-01T00:10:00Z');
  const pending = { status: 0, expiresAt: '2026-01-01T00:15:00Z' };
  it('asks every 2.5 s while pending and visible', () => {
    expect(payPollDelay(pending, now, true)).toBe(PAY_POLL_MS);
    expect(PAY_POLL_MS).toBeGreaterThanOrEqual(2000);
    expect(PAY_POLL_MS).toBeLessThanOrEqual(3000);
  });
  it('stops once paid, failed or closed', () => {
    for (const status of [1, 2, 3, 4]) expect(payPollDelay({ ...pending, status }, now, true)).toBeNull();
  });
  it('stops while the page is hidden', () => {
    expect(payPollDelay(pending, now, false)).toBeNull();
  });
  it('keeps asking a little after expiry (a last-second payment), then stops', () => {
    const expiry = Date.parse(pending.expiresAt);
    expect(payPollDelay(pending, expiry + PAY_POLL_GRACE_MS - 1, true)).toBe(PAY_POLL_MS);
    expect(payPollDelay(pending, expiry + PAY_POLL_GRACE_MS + 1, true)).toBeNull();
  });
  it('does not ask about an order it does not have', () => {
    expect(payPollDelay(null, now, true)).toBeNull();
  });
});

describe('a failed order creation', () => {
  it('is a load failure when the network failed', () => {
    expect(cashierFailureOf({ resultCode: 'NETWORK', resultMessage: '网络连接失败' })).toBe('load');
  });
  it('stays in the page (choose again, 重试) when the company is down, whatever the code', () => {
    expect(cashierFailureOf({ resultCode: 'E050002', resultMessage: PAY_CHANNEL_DOWN })).toBe('channel');
    expect(cashierFailureOf({ resultCode: 'E020002', resultMessage: PAY_CHANNEL_DOWN })).toBe('channel');
    expect(cashierFailureOf({ resultCode: 'E050000', resultMessage: '服务器开小差了，请稍后再试' })).toBe('channel');
    expect(cashierFailureOf({ resultCode: 'E010001', resultMessage: '该支付方式不适用于当前设备' })).toBe('channel');
  });
  it('ends the page when the task itself refuses', () => {
    expect(cashierFailureOf({ resultCode: 'E020002', resultMessage: '只有任务的雇主可以托管赏金' })).toBe('refused');
    expect(cashierFailureOf({ resultCode: 'E020002', resultMessage: '该任务赏金已托管，无需重复支付' })).toBe(
      'refused',
    );
    expect(cashierFailureOf({ resultCode: 'E010404', resultMessage: '任务不存在' })).toBe('refused');
  });
});

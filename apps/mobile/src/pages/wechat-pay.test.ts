import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeOf, payInWechat, type BridgeHost } from './wechat-pay';

const PARAMS = {
  appId: 'wx8888888888888888',
  timeStamp: '1414561699',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ',
};

/** A stand-in for WeChat's browser: a bridge now, later (after WeixinJSBridgeReady) or never. */
function fakeHost(answer: string, arrives: 'now' | 'later' | 'never') {
  const calls: { name: string; params: Record<string, string> }[] = [];
  const listeners = new Set<() => void>();
  let present = arrives === 'now';
  const bridge = {
    invoke: (
      name: 'getBrandWCPayRequest',
      params: Record<string, string>,
      done: (res: { err_msg?: string }) => void,
    ) => {
      calls.push({ name, params });
      done({ err_msg: answer });
    },
  };
  const host: BridgeHost = {
    bridge: () => (present ? bridge : undefined),
    onReady: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const fireReady = () => {
    present = true;
    [...listeners].forEach((l) => l());
  };
  return { host, calls, listeners, fireReady };
}

afterEach(() => vi.useRealTimers());

describe('paying inside WeChat', () => {
  it('opens getBrandWCPayRequest with the api’s parameters untouched when the bridge is there', async () => {
    const fake = fakeHost('get_brand_wcpay_request:ok', 'now');
    await expect(payInWechat(PARAMS, fake.host)).resolves.toBe('ok');
    expect(fake.calls).toEqual([{ name: 'getBrandWCPayRequest', params: PARAMS }]);
  });

  it('waits for WeixinJSBridgeReady when the page started before the bridge, then stops listening', async () => {
    vi.useFakeTimers();
    const fake = fakeHost('get_brand_wcpay_request:cancel', 'later');
    const outcome = payInWechat(PARAMS, fake.host);
    expect(fake.calls).toHaveLength(0);
    fake.fireReady();
    await expect(outcome).resolves.toBe('cancel');
    expect(fake.calls).toHaveLength(1);
    expect(fake.listeners.size).toBe(0);
  });

  it('gives up (unavailable) when no bridge comes — not WeChat’s browser — and never invokes', async () => {
    vi.useFakeTimers();
    const fake = fakeHost('get_brand_wcpay_request:ok', 'never');
    const outcome = payInWechat(PARAMS, fake.host, 5000);
    vi.advanceTimersByTime(5001);
    await expect(outcome).resolves.toBe('unavailable');
    expect(fake.calls).toHaveLength(0);
    expect(fake.listeners.size).toBe(0);
  });

  it('reads the sheet’s answer; anything unknown is a failure, never a success', () => {
    expect(outcomeOf('get_brand_wcpay_request:ok')).toBe('ok');
    expect(outcomeOf('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(outcomeOf('get_brand_wcpay_request:fail')).toBe('fail');
    expect(outcomeOf('get_brand_wcpay_request:ok_but_not')).toBe('fail');
    expect(outcomeOf('chooseWXPay:ok')).toBe('fail');
    expect(outcomeOf(undefined)).toBe('fail');
  });
});

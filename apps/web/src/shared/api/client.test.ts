import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../ui/toast/toast-store';
import { callApi, dataOr, onLoggedOut, type ApiResult } from './client';

type FetchArgs = [string, RequestInit];

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const messages = () => toastStore.getSnapshot().map((t) => `${t.kind}:${t.message}`);

beforeEach(() => {
  toastStore.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('sends GET input as a query string with lists joined by commas', async () => {
    const fetch = stubFetch(200, { success: true, data: [], resultCode: 'S000001', resultMessage: '操作成功' });
    await callApi('getConfigWorks', { ids: [3, 1, 2] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/common/getConfigWorks?ids=3%2C1%2C2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
  });

  it('fills path parameters and leaves empty values out of the query', async () => {
    const fetch = stubFetch(200, { success: true, data: [], resultCode: 'S000001', resultMessage: '' });
    await callApi('getDictionaryByTypeCode', { code: 'report_type' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/common/category/getDictionaryByTypeCode/report_type');
    await callApi('getAllWorksPage', { current: 2, pageSize: 16, categoryId: undefined });
    expect(fetch.mock.calls[1]![0]).toBe('/api/common/getAllWorksPage?current=2&pageSize=16');
  });

  it('posts JSON with the X-Requested-With header for the gateway CSRF check', async () => {
    const fetch = stubFetch(200, { success: true, data: null, resultCode: 'S000001', resultMessage: '' });
    await callApi('applyTask', { orderId: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/plat/applyTask');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"orderId":7}');
  });

  it('posts login calls as multipart', async () => {
    const fetch = stubFetch(200, { success: true, data: { token: 't' }, resultCode: 'S000001', resultMessage: '' });
    await callApi('loginByMobile', { mobile: '13800000000', smsCode: '123456' });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('mobile')).toBe('13800000000');
  });

  it('returns a successful envelope without toasts', async () => {
    stubFetch(200, { success: true, data: [{ categoryId: 1 }], resultCode: 'S000001', resultMessage: '操作成功' });
    const result = await callApi('getAllCategories');
    expect(result.success).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('shows a non-success resultMessage as an error toast', async () => {
    stubFetch(400, { success: false, data: null, resultCode: 'E010001', resultMessage: '请求参数有误' });
    const result = await callApi('getAllCategories');
    expect(result.success).toBe(false);
    expect(messages()).toEqual(['error:请求参数有误']);
  });

  it('adds the onResError E020002: toast for E020002', async () => {
    stubFetch(200, { success: false, data: null, resultCode: 'E020002', resultMessage: '任务已截止' });
    await callApi('applyTask', { orderId: 1 });
    expect(messages()).toEqual(['error:任务已截止', 'error:onResError E020002:任务已截止']);
  });

  it('keeps at most 2 toasts visible', async () => {
    stubFetch(200, { success: false, data: null, resultCode: 'E020002', resultMessage: 'A' });
    await callApi('applyTask', { orderId: 1 });
    await callApi('applyTask', { orderId: 1 });
    expect(toastStore.getSnapshot()).toHaveLength(2);
  });

  it('on 401 emits logged out and warns 请先登录才能进行此操作', async () => {
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    const listener = vi.fn();
    const off = onLoggedOut(listener);
    const result = await callApi('getUserInfo');
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(result.success).toBe(false);
    expect(messages()).toEqual(['warning:请先登录才能进行此操作']);
  });

  it('on 401 with silent commits logged out without the warning (the session probe)', async () => {
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    const listener = vi.fn();
    const off = onLoggedOut(listener);
    const result = await callApi('getUserInfo', undefined, { silent: true });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ success: false, resultCode: 'E010401' });
    expect(messages()).toEqual([]);
  });

  it('with silent shows no error toast either (docs/product.md §8: user info failure is only logged)', async () => {
    stubFetch(500, { success: false, data: null, resultCode: 'E050001', resultMessage: '服务器开小差了' });
    const result = await callApi('getUserInfo', undefined, { silent: true });
    expect(result.success).toBe(false);
    expect(messages()).toEqual([]);
  });

  it('does not toast a result code the caller handles itself (E020101 → bind a mobile)', async () => {
    stubFetch(200, { success: false, data: null, resultCode: 'E020101', resultMessage: '请先绑定手机号' });
    const result = await callApi(
      'loginByOpenId',
      { openAccessToken: 'dev-x', openAccessType: 'wechat' },
      { handledCodes: ['E020101'] },
    );
    expect(result.resultCode).toBe('E020101');
    expect(messages()).toEqual([]);
  });

  it('on 401 the favourite-status calls are silent and succeed with null data', async () => {
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    const listener = vi.fn();
    const off = onLoggedOut(listener);
    const works = await callApi('getWorksAddFavoriteStatus', { worksIds: [1] });
    const talents = await callApi('getTalentsAddFavoriteStatus', { userIds: [1] });
    off();
    expect(works).toMatchObject({ success: true, data: null });
    expect(talents).toMatchObject({ success: true, data: null });
    expect(messages()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns a failed NETWORK result with the error text when fetch rejects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await callApi('getAllCategories');
    expect(result).toEqual({ success: false, data: null, resultCode: 'NETWORK', resultMessage: 'Failed to fetch' });
    expect(console.error).toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('treats a body without an envelope as a failed result', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const result = await callApi('getAllCategories');
    expect(result).toMatchObject({ success: false, resultCode: 'NETWORK', resultMessage: 'HTTP 502' });
  });
});

describe('dataOr', () => {
  it('returns the empty fallback when success is false (docs/product.md §8)', () => {
    const category = { categoryId: 1, categoryName: '插画', sort: 1 };
    const failed: ApiResult<'getAllCategories'> = {
      success: false,
      data: null,
      resultCode: 'NETWORK',
      resultMessage: 'x',
    };
    const ok: ApiResult<'getAllCategories'> = {
      success: true,
      data: [category],
      resultCode: 'S000001',
      resultMessage: '',
    };
    expect(dataOr(failed, [])).toEqual([]);
    expect(dataOr(ok, [])).toEqual([category]);
  });
});

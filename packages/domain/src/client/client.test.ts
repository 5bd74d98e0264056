import { describe, expect, it } from 'vitest';
import type { Envelope } from '../api/envelope.js';
import { createApiClient, type ClientOptions, type FetchLike } from './index.js';
import { upload } from './upload.js';

type Init = Parameters<FetchLike>[1];

/** A fetch that answers `status` with `body` (JSON) and remembers what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: Init }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { status, json: async () => (typeof body === 'string' ? Promise.reject(new Error('not json')) : body) };
  };
  return { fetch, calls };
}

const ok = (data: unknown) => ({ success: true, data, resultCode: 'S000001', resultMessage: '操作成功' });

function client(status: number, body: unknown, extra: ClientOptions = {}) {
  const fake = fakeFetch(status, body);
  const events: string[] = [];
  const api = createApiClient({
    fetch: fake.fetch,
    onLoggedOut: () => events.push('loggedOut'),
    onLoginRequired: (name) => events.push(`login:${name}`),
    onError: (envelope: Envelope<unknown>, name) => events.push(`error:${name}:${envelope.resultMessage}`),
    log: (message) => events.push(`log:${message}`),
    ...extra,
  });
  return { api, calls: fake.calls, events };
}

describe('@bazaar/domain/client', () => {
  it('sends GET input as the query (lists comma-joined, empty values left out) and fills path segments', async () => {
    const { api, calls } = client(200, ok([]));
    await api.call('getConfigWorks', { ids: [3, 1, 2] });
    await api.call('getDictionaryByTypeCode', { code: 'report_type' });
    await api.call('getAllWorksPage', { current: 2, pageSize: 16, categoryId: undefined });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/common/getConfigWorks?ids=3%2C1%2C2',
      '/api/common/category/getDictionaryByTypeCode/report_type',
      '/api/common/getAllWorksPage?current=2&pageSize=16',
    ]);
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('posts JSON with X-Requested-With (the gateway’s CSRF check) and login calls as multipart', async () => {
    const { api, calls } = client(200, ok(null));
    await api.call('applyTask', { orderId: 7 });
    expect(calls[0]!.url).toBe('/api/plat/applyTask');
    expect(calls[0]!.init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"orderId":7}');
    await api.call('loginByMobile', { mobile: '13800000000', smsCode: '123456' });
    const form = calls[1]!.init.body as { get(name: string): unknown };
    expect(form.get('mobile')).toBe('13800000000');
    expect(calls[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('prefixes a base URL and can send cookies cross-origin (another frontend’s origin)', async () => {
    const { api, calls } = client(200, ok([]), { baseUrl: 'https://www.example.com', credentials: 'include' });
    await api.call('getAllCategories');
    expect(calls[0]!.url).toBe('https://www.example.com/api/common/category/getAllCategories');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(api.url('getTaskInfo', { orderId: 5 })).toBe('https://www.example.com/api/common/getTaskInfo?orderId=5');
  });

  it('answers the envelope and reports a failure with a message to onError, unless handled or silent', async () => {
    const failure = { success: false, data: null, resultCode: 'E020101', resultMessage: '请先绑定手机号' };
    const { api, events } = client(200, failure);
    expect(await api.call('loginByOpenId', { openAccessToken: 'dev-x', openAccessType: 'wechat' })).toEqual(failure);
    await api.call(
      'loginByOpenId',
      { openAccessToken: 'dev-x', openAccessType: 'wechat' },
      { handledCodes: ['E020101'] },
    );
    await api.call('getUserInfo', undefined, { silent: true });
    expect(events).toEqual(['error:loginByOpenId:请先绑定手机号']);
  });

  it('on 401 calls onLoggedOut, asks for a login unless silent, and answers E010401', async () => {
    const { api, events } = client(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '' });
    expect(await api.call('getUserInfo')).toMatchObject({ success: false, resultCode: 'E010401' });
    await api.call('getUserInfo', undefined, { silent: true });
    expect(events).toEqual(['loggedOut', 'login:getUserInfo', 'loggedOut']);
  });

  it('on 401 the favourite-status calls succeed with null data, silently (docs/product.md §7)', async () => {
    const { api, events } = client(401, null);
    expect(await api.call('getWorksAddFavoriteStatus', { worksIds: [1] })).toMatchObject({ success: true, data: null });
    expect(events).toEqual(['loggedOut']);
  });

  it('answers NETWORK with the reason when the request fails or the body is no envelope', async () => {
    const failing = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await failing.call('getAllCategories')).toEqual({
      success: false,
      data: null,
      resultCode: 'NETWORK',
      resultMessage: 'Failed to fetch',
    });
    const { api, events } = client(502, '<html>Bad gateway</html>');
    expect(await api.call('getAllCategories')).toMatchObject({ resultCode: 'NETWORK', resultMessage: 'HTTP 502' });
    expect(events).toEqual(['log:[api] getAllCategories returned no envelope:']);
  });

  it('uploads multipart through fetch where no progress is asked for', async () => {
    const { api, calls } = client(200, ok([{ callbackResult: '/img/a.jpg', width: 1, height: 1 }]));
    const form = { append: () => undefined };
    const result = await upload(api, 'upload', form);
    expect(result).toMatchObject({ success: true, data: [{ callbackResult: '/img/a.jpg' }] });
    expect(calls[0]).toMatchObject({ url: '/api/plat/volc/tos/upload', init: { method: 'POST', body: form } });
    expect(calls[0]!.init.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
  });
});

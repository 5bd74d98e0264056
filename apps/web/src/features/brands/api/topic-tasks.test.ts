import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/ui/toast/toast-store';
import { applyTopicTask } from './topic-tasks';

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(async (..._args: [string, RequestInit]) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const messages = () => toastStore.getSnapshot().map((t) => `${t.kind}:${t.message}`);

beforeEach(() => {
  toastStore.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('applyTopicTask', () => {
  it('posts applyTopicTask and says 报名成功', async () => {
    const fetch = stubFetch(200, { success: true, data: null, resultCode: 'S000001', resultMessage: '' });
    expect(await applyTopicTask(7, false)).toBe('ok');
    expect(fetch.mock.calls[0]![0]).toBe('/api/plat/applyTopicTask');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ orderId: 7 });
    expect(messages()).toEqual(['success:报名成功']);
  });

  it("shows the server's resultMessage once when the brand call answers success:false (docs/product.md §8)", async () => {
    stubFetch(200, { success: false, data: null, resultCode: 'E030001', resultMessage: '报名人数已满' });
    expect(await applyTopicTask(7, false)).toBe('failed');
    expect(messages()).toEqual(['error:报名人数已满']);
  });

  it('cancels with cancelApplyTopicTask, and a 401 asks for a login without an error toast', async () => {
    const fetch = stubFetch(200, { success: true, data: null, resultCode: 'S000001', resultMessage: '' });
    expect(await applyTopicTask(7, true)).toBe('ok');
    expect(fetch.mock.calls[0]![0]).toBe('/api/plat/cancelApplyTopicTask');
    toastStore.reset();
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录' });
    expect(await applyTopicTask(7, true)).toBe('login');
    expect(messages()).toEqual([]);
  });
});

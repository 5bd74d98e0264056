import { TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/ui/toast/toast-store';
import { applyToTask } from './use-apply';

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(async (..._args: [string, RequestInit]) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const ok = { success: true, data: null, resultCode: 'S000001', resultMessage: '' };
const refused = (message: string) => ({ success: false, data: null, resultCode: 'E020002', resultMessage: message });
const messages = () => toastStore.getSnapshot().map((t) => `${t.kind}:${t.message}`);
const url = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls[0]![0];

const ordinary = { orderId: 7, taskKind: TASK_KIND.normal, taskProperties: TASK_PROPERTIES.normal };
const topic = { ...ordinary, taskKind: TASK_KIND.topic };
const activity = { ...ordinary, taskKind: TASK_KIND.activity };

beforeEach(() => {
  toastStore.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('applyToTask', () => {
  it('posts the call of the task’s kind and says 报名成功 / 已取消报名 (docs/product.md §4)', async () => {
    const cases = [
      [topic, false, /\/applyTopicTask$/, '报名成功'],
      [ordinary, false, /\/applyTask$/, '报名成功'],
      [activity, true, /\/handleCancelApply$/, '已取消报名'],
      [topic, true, /\/cancelApplyTopicTask$/, '已取消报名'],
    ] as const;
    for (const [task, cancel, call, said] of cases) {
      toastStore.reset();
      const fetch = stubFetch(200, ok);
      expect(await applyToTask(task, cancel)).toBe('ok');
      expect(url(fetch)).toMatch(call);
      expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ orderId: 7 });
      expect(messages()).toEqual([`success:${said}`]);
    }
  });

  it('shows a brand’s refusal once, in the server’s words (docs/product.md §8)', async () => {
    stubFetch(200, refused('任务已过截止日期，报名已结束'));
    expect(await applyToTask(topic, false)).toBe('failed');
    expect(messages()).toEqual(['error:任务已过截止日期，报名已结束']);
  });

  it('leaves an ordinary task’s refusal to the client’s usual error toasts', async () => {
    stubFetch(200, refused('报名人数已满'));
    expect(await applyToTask(ordinary, false)).toBe('failed');
    expect(messages()[0]).toBe('error:报名人数已满');
    expect(messages()).not.toContain('success:报名成功');
  });

  it('answers login for a lapsed session, with no error toast', async () => {
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录' });
    expect(await applyToTask(topic, true)).toBe('login');
    expect(messages()).toEqual([]);
  });
});

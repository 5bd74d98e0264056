import { describe, expect, it, vi } from 'vitest';
import { SOURCE_CHANNEL, SOURCE_TYPE_DEFAULT, SOURCE_TYPE_TOOLBAR } from '../constants/base.js';
import {
  quickPublishFields,
  quickPublishReducer,
  initialQuickPublish,
  quickPublishPayload,
  runQuickPublish,
  type QuickPublishFormState,
  type QuickPublishDeps,
  type QuickPublishValues,
  type QuickPublishRequest,
} from './quick-publish-form.js';

const change = (s: QuickPublishFormState, field: keyof QuickPublishValues, value: string) =>
  quickPublishReducer(s, { type: 'change', field, value });
const blur = (s: QuickPublishFormState, field: keyof QuickPublishValues) =>
  quickPublishReducer(s, { type: 'blur', field });

describe('quick-publish form messages (docs/product.md §5)', () => {
  it('checks taskName on blur with 请输入任务名称 3-20字, not while typing', () => {
    const typed = change(initialQuickPublish, 'taskName', '插画');
    expect(typed.errors.taskName).toBeUndefined();
    const blurred = blur(typed, 'taskName');
    expect(blurred.errors.taskName).toBe('请输入任务名称 3-20字');
    expect(
      blur(change(initialQuickPublish, 'taskName', '一二三四五六七八九十一二三四五六七八九十一'), 'taskName').errors
        .taskName,
    ).toBe('请输入任务名称 3-20字');
    // Fixing it clears the message at once.
    expect(change(blurred, 'taskName', '奶茶店插画').errors.taskName).toBeUndefined();
    expect(blur(change(initialQuickPublish, 'taskName', '奶茶店插画菜单'), 'taskName').errors).toEqual({});
  });

  it('checks taskAmount on change with 任务预算为不小于0的数字', () => {
    expect(change(initialQuickPublish, 'taskAmount', '-1').errors.taskAmount).toBe('任务预算为不小于0的数字');
    expect(change(initialQuickPublish, 'taskAmount', 'abc').errors.taskAmount).toBe('任务预算为不小于0的数字');
    expect(change(initialQuickPublish, 'taskAmount', '').errors.taskAmount).toBe('任务预算为不小于0的数字');
    expect(change(initialQuickPublish, 'taskAmount', '0').errors.taskAmount).toBeUndefined();
    expect(
      change(change(initialQuickPublish, 'taskAmount', 'x'), 'taskAmount', '1500.5').errors.taskAmount,
    ).toBeUndefined();
    // Blur does not re-check the amount: it is a change-checked field.
    expect(blur(initialQuickPublish, 'taskAmount')).toBe(initialQuickPublish);
  });

  it('checks the mobile on blur with 请输入正确的手机号 and fills a received code, validated', () => {
    expect(blur(change(initialQuickPublish, 'mobile', '1380000'), 'mobile').errors.mobile).toBe('请输入正确的手机号');
    expect(blur(change(initialQuickPublish, 'mobile', ' 13800000001 '), 'mobile').errors.mobile).toBeUndefined();
    const filled = quickPublishReducer(initialQuickPublish, { type: 'codeReceived', value: '123456' });
    expect(filled.values.smsCode).toBe('123456');
    expect(filled.errors.smsCode).toBeUndefined();
    expect(quickPublishReducer(initialQuickPublish, { type: 'codeReceived', value: '' }).errors.smsCode).toBe(
      '请输入正确的验证码',
    );
  });

  it('asks a visitor for mobile and code, a logged-in user only for the task', () => {
    expect(quickPublishFields(true)).toEqual(['taskName', 'taskAmount', 'mobile', 'smsCode']);
    expect(quickPublishFields(false)).toEqual(['taskName', 'taskAmount']);
  });

  it('reset empties values and messages', () => {
    const dirty = blur(change(change(initialQuickPublish, 'taskName', 'ab'), 'taskAmount', '-3'), 'taskName');
    expect(Object.keys(dirty.errors)).toHaveLength(2);
    expect(quickPublishReducer(dirty, { type: 'reset' })).toEqual(initialQuickPublish);
  });
});

const VALID: QuickPublishValues = {
  taskName: '奶茶店插画菜单',
  taskAmount: '2000',
  mobile: '13712345678',
  smsCode: '123456',
};
const OPEN: QuickPublishRequest = { designerId: null, sourceType: SOURCE_TYPE_DEFAULT };

function deps(over: Partial<QuickPublishDeps> = {}) {
  const calls: string[] = [];
  const d: QuickPublishDeps = {
    login: vi.fn(async () => (calls.push('login'), true)),
    completeLogin: vi.fn(async () => (calls.push('completeLogin'), 49)),
    publish: vi.fn(async () => (calls.push('publish'), true)),
    warn: vi.fn(),
    ...over,
  };
  return { d, calls };
}

describe('the publish sequence (docs/product.md §4: validate, log in when needed, then publish)', () => {
  it('a visitor logs in, the session is completed, then the task is published', async () => {
    const { d, calls } = deps();
    const result = await runQuickPublish(
      { values: VALID, request: OPEN, userId: null, sourceAddress: 'http://x/task' },
      d,
    );
    expect(result.outcome).toBe('published');
    expect(calls).toEqual(['login', 'completeLogin', 'publish']);
    expect(d.login).toHaveBeenCalledWith('13712345678', '123456');
    expect(d.publish).toHaveBeenCalledWith({
      designerId: null,
      taskName: '奶茶店插画菜单',
      taskAmount: 2000,
      sourceAddress: 'http://x/task',
      sourceChannel: SOURCE_CHANNEL,
      sourceType: SOURCE_TYPE_DEFAULT,
    });
  });

  it('a failed login publishes nothing', async () => {
    const { d, calls } = deps({ login: vi.fn(async () => false) });
    const result = await runQuickPublish({ values: VALID, request: OPEN, userId: null, sourceAddress: '' }, d);
    expect(result.outcome).toBe('loginFailed');
    expect(calls).toEqual([]);
    expect(d.publish).not.toHaveBeenCalled();
  });

  it('an unreadable session after login publishes nothing', async () => {
    const { d } = deps({ completeLogin: vi.fn(async () => null) });
    expect((await runQuickPublish({ values: VALID, request: OPEN, userId: null, sourceAddress: '' }, d)).outcome).toBe(
      'loginFailed',
    );
    expect(d.publish).not.toHaveBeenCalled();
  });

  it('a logged-in user publishes without logging in, and is not asked for mobile or code', async () => {
    const { d, calls } = deps();
    const values = { ...VALID, mobile: '', smsCode: '' };
    const result = await runQuickPublish({ values, request: OPEN, userId: 49, sourceAddress: '' }, d);
    expect(result.outcome).toBe('published');
    expect(calls).toEqual(['publish']);
  });

  it('an invalid form calls nothing and returns every message', async () => {
    const { d, calls } = deps();
    const values = { taskName: 'ab', taskAmount: '-1', mobile: '123', smsCode: '' };
    const result = await runQuickPublish({ values, request: OPEN, userId: null, sourceAddress: '' }, d);
    expect(result).toEqual({
      outcome: 'invalid',
      errors: {
        taskName: '请输入任务名称 3-20字',
        taskAmount: '任务预算为不小于0的数字',
        mobile: '请输入正确的手机号',
        smsCode: '请输入正确的验证码',
      },
    });
    expect(calls).toEqual([]);
  });

  it('refuses 不能给自己指派任务 when the one who logged in is the hired designer', async () => {
    const { d } = deps({ completeLogin: vi.fn(async () => 7) });
    const request = { designerId: 7, sourceType: SOURCE_TYPE_DEFAULT, n: 2 };
    const result = await runQuickPublish({ values: VALID, request, userId: null, sourceAddress: '' }, d);
    expect(result.outcome).toBe('selfAssign');
    expect(d.warn).toHaveBeenCalledWith('不能给自己指派任务');
    expect(d.publish).not.toHaveBeenCalled();
  });

  it('a refused publish (server error, toast by the client) keeps the dialog', async () => {
    const { d } = deps({ publish: vi.fn(async () => false) });
    expect((await runQuickPublish({ values: VALID, request: OPEN, userId: 49, sourceAddress: '' }, d)).outcome).toBe(
      'publishFailed',
    );
  });
});

describe('the payload (docs/product.md §3/§9)', () => {
  it('carries the trigger’s sourceType and designerId', () => {
    const payload = quickPublishPayload(VALID, { designerId: 3, sourceType: SOURCE_TYPE_TOOLBAR }, 'http://h/works/1');
    expect(payload).toMatchObject({
      designerId: 3,
      sourceType: SOURCE_TYPE_TOOLBAR,
      sourceAddress: 'http://h/works/1',
    });
  });
});

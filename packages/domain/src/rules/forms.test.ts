import { describe, expect, it } from 'vitest';
import {
  amountFen,
  checkMobile,
  checkSmsCode,
  checkTaskAmount,
  checkTaskName,
  fenToYuanText,
  MESSAGES,
} from './checks.js';
import { mobileLoginFormSchema, taskEmployFormSchema } from './forms.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkTaskName (docs/product.md §5: required, 3-20 characters)', () => {
  it.each([
    ['设计', '2 Chinese characters'],
    ['ab', '2 ASCII characters'],
    ['  ab  ', '2 characters after trimming whitespace'],
    ['一二三四五六七八九十一二三四五六七八九十一', '21 Chinese characters'],
    ['abcdefghijklmnopqrstu', '21 ASCII characters'],
    ['', 'an empty name'],
    ['   ', 'a blank name'],
  ])('rejects %j (%s) with 请输入任务名称 3-20字', (name) => {
    expect(checkTaskName(name)).toBe('请输入任务名称 3-20字');
  });

  it.each([
    ['设计师', '3 Chinese characters'],
    ['abc', '3 ASCII characters'],
    ['  abc  ', '3 characters after trimming whitespace'],
    ['一二三四五六七八九十一二三四五六七八九十', '20 Chinese characters'],
    ['abcdefghijklmnopqrst', '20 ASCII characters'],
    ['logo设计', 'mixed Chinese and ASCII'],
  ])('accepts %j (%s)', (name) => {
    expect(checkTaskName(name)).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(checkTaskName('设计😀')).toBeNull();
  });

  it('rejects non-string values', () => {
    expect(checkTaskName(null)).toBe(MESSAGES.taskName);
    expect(checkTaskName(undefined)).toBe(MESSAGES.taskName);
    expect(checkTaskName({})).toBe(MESSAGES.taskName);
  });
});

describe('checkTaskAmount (docs/product.md §5: a number not below 0, empty not exempted)', () => {
  it.each([['-1'], ['abc'], [''], ['   '], ['1e3'], ['0x10'], ['1,000'], [-1], [Number.NaN], [null]])(
    'rejects %j with 任务预算为不小于0的数字',
    (amount) => {
      expect(checkTaskAmount(amount)).toBe('任务预算为不小于0的数字');
    },
  );

  it.each([['0'], [0], ['12.5'], [12.5], ['.5'], ['  100  '], ['99999999']])('accepts %j', (amount) => {
    expect(checkTaskAmount(amount)).toBeNull();
  });

  it('rejects a budget above 99,999,999 with its own message', () => {
    expect(checkTaskAmount('100000000')).toBe(MESSAGES.taskAmountTooLarge);
  });

  it.each([['12.345'], ['0.001'], [12.345], ['1000.010']])(
    'refuses %j: more than two decimals (issue 22)',
    (amount) => {
      expect(checkTaskAmount(amount)).toBe(MESSAGES.taskAmountCents);
    },
  );
});

describe('amountFen: yuan as written to whole fen, by digits (issue 22)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['.5', 50],
    ['12.', 1200],
    ['0.07', 7],
    ['1000.01', 100001],
    ['99999999.99', 9_999_999_999],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 as a float
  ])('%j → %d', (yuan, fen) => {
    expect(amountFen(yuan)).toBe(fen);
  });

  it.each([['12.345'], ['-1'], ['.'], [''], ['1e3'], [null]])('%j → null', (yuan) => {
    expect(amountFen(yuan)).toBeNull();
  });

  it('fenToYuanText writes what numeric(12,2) stores exactly', () => {
    expect([0, 7, 29, 1250, 100001].map(fenToYuanText)).toEqual(['0.00', '0.07', '0.29', '12.50', '1000.01']);
  });

  it('the quick-publish schema carries the budget as fen', () => {
    const parsed = taskEmployFormSchema.safeParse({ taskName: '茶饮海报', taskAmount: '1000.29' });
    expect(parsed.success && parsed.data.taskAmount).toBe(100029);
    expect(messagesOf(taskEmployFormSchema.safeParse({ taskName: '茶饮海报', taskAmount: '1.005' }))).toEqual({
      taskAmount: MESSAGES.taskAmountCents,
    });
  });
});

describe('checkMobile (docs/product.md §5: numeric, exactly 11 characters)', () => {
  it.each([
    ['1380013800', '10 digits'],
    ['138001380001', '12 digits'],
    ['1380013800a', 'a letter'],
    ['138 0013 800', 'spaces'],
    ['+8613800138', 'a plus sign'],
    ['', 'empty'],
  ])('rejects %j (%s) with 请输入正确的手机号', (mobile) => {
    expect(checkMobile(mobile)).toBe('请输入正确的手机号');
  });

  it('accepts 11 digits as a string or a number', () => {
    expect(checkMobile('13800138000')).toBeNull();
    expect(checkMobile(13800138000)).toBeNull();
  });

  it('rejects a missing mobile', () => {
    expect(checkMobile(undefined)).toBe(MESSAGES.mobile);
  });
});

describe('checkSmsCode (docs/product.md §5: required)', () => {
  it.each([[''], ['   '], [null], [undefined]])('rejects %j with 请输入正确的验证码', (code) => {
    expect(checkSmsCode(code)).toBe('请输入正确的验证码');
  });

  it('accepts any non-empty code', () => {
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode(1234)).toBeNull();
  });
});

describe('taskEmployFormSchema (docs/product.md §3 task-employ form)', () => {
  it('reports the spec message for each bad field', () => {
    const result = taskEmployFormSchema.safeParse({ taskName: 'ab', taskAmount: '-1' });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual({ taskName: '请输入任务名称 3-20字', taskAmount: '任务预算为不小于0的数字' });
  });

  it('rejects an empty budget (not exempted, docs/product.md §5)', () => {
    const result = taskEmployFormSchema.safeParse({ taskName: '包装设计', taskAmount: '' });
    expect(messagesOf(result)).toEqual({ taskAmount: '任务预算为不小于0的数字' });
  });

  it('trims the name, turns the budget into whole fen and fills the defaults', () => {
    const result = taskEmployFormSchema.parse({ taskName: '  包装设计 ', taskAmount: '12.5' });
    expect(result).toEqual({
      designerId: null,
      taskName: '包装设计',
      taskAmount: 1250,
      sourceAddress: '',
      sourceChannel: 10101000,
      sourceType: 10111010,
    });
  });

  it('coerces a designerId given as a string', () => {
    expect(taskEmployFormSchema.parse({ designerId: '42', taskName: 'abc', taskAmount: 0 }).designerId).toBe(42);
  });
});

describe('mobileLoginFormSchema (docs/product.md §3 login form)', () => {
  it('reports 请输入正确的手机号 and 请输入正确的验证码', () => {
    const result = mobileLoginFormSchema.safeParse({ mobile: '1380013800', smsCode: '' });
    expect(messagesOf(result)).toEqual({ mobile: '请输入正确的手机号', smsCode: '请输入正确的验证码' });
  });

  it('reports both messages when the fields are missing', () => {
    expect(messagesOf(mobileLoginFormSchema.safeParse({}))).toEqual({
      mobile: MESSAGES.mobile,
      smsCode: MESSAGES.smsCode,
    });
  });

  it('parses a valid form, trimming the code', () => {
    expect(mobileLoginFormSchema.parse({ mobile: '13800138000', smsCode: ' 1234 ' })).toEqual({
      mobile: '13800138000',
      smsCode: '1234',
    });
  });
});

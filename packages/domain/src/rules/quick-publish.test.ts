import { describe, expect, it } from 'vitest';
import { canRequestSmsCode, checkSelfAssign } from './quick-publish.js';

describe('canRequestSmsCode (docs/product.md §4/§5)', () => {
  it('allows a valid mobile when no countdown runs', () => {
    expect(canRequestSmsCode('13800138000', 0)).toBe(true);
    expect(canRequestSmsCode('13800138000', -1)).toBe(true);
  });

  it('refuses while the countdown runs, down to its last second', () => {
    expect(canRequestSmsCode('13800138000', 60)).toBe(false);
    expect(canRequestSmsCode('13800138000', 1)).toBe(false);
  });

  it('refuses a NaN countdown', () => {
    expect(canRequestSmsCode('13800138000', Number.NaN)).toBe(false);
  });

  it.each([['1380013800'], ['138001380001'], ['1380013800a'], [''], [undefined]])(
    'refuses the invalid mobile %j',
    (mobile) => {
      expect(canRequestSmsCode(mobile, 0)).toBe(false);
    },
  );
});

describe('checkSelfAssign (docs/product.md §5)', () => {
  it('returns 不能给自己指派任务 when designerId is the own userId', () => {
    expect(checkSelfAssign(7, 7)).toBe('不能给自己指派任务');
    expect(checkSelfAssign('7', 7)).toBe('不能给自己指派任务');
  });

  it('returns null for another designer, no designer, or no user', () => {
    expect(checkSelfAssign(8, 7)).toBeNull();
    expect(checkSelfAssign(null, 7)).toBeNull();
    expect(checkSelfAssign(7, undefined)).toBeNull();
    expect(checkSelfAssign(null, null)).toBeNull();
  });
});

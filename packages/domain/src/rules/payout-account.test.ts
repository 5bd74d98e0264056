import { describe, expect, it } from 'vitest';
import {
  checkAlipayAccount,
  checkRealName,
  maskAlipayAccount,
  maskRealName,
  PAYOUT_ACCOUNT_MESSAGES,
  payoutNeedsRealName,
  WECHAT_REAL_NAME_FROM_FEN,
} from './payout-account.js';
import { payoutInput } from '../api/money.js';

describe('the Alipay payout account (issue 33)', () => {
  it('takes a mainland mobile number or an e-mail address, and nothing else', () => {
    for (const ok of ['13800138000', 'lin.xiaolu@example.com', ' 19912345678 '])
      expect(checkAlipayAccount(ok)).toBeNull();
    for (const bad of ['', '1380013800', '12800138000', 'lin@', 'not an account', 42, null, `${'a'.repeat(95)}@x.com`])
      expect(checkAlipayAccount(bad)).toBe(PAYOUT_ACCOUNT_MESSAGES.alipayAccount);
  });

  it('takes a real name of 2 to 20 characters, Chinese or Latin', () => {
    for (const ok of ['林小鹿', '阿卜杜·热合曼', 'Lin Xiaolu']) expect(checkRealName(ok)).toBeNull();
    for (const bad of ['林', '', '林小鹿1', '<script>', '林'.repeat(21), undefined])
      expect(checkRealName(bad)).toBe(PAYOUT_ACCOUNT_MESSAGES.realName);
  });

  it('masks what it shows: the middle of a mobile, the name part of an address, all but the last character of a name', () => {
    expect(maskAlipayAccount('13800138000')).toBe('138****8000');
    expect(maskAlipayAccount('lin.xiaolu@example.com')).toBe('l***@example.com');
    expect(maskRealName('林小鹿')).toBe('**鹿');
    expect(maskRealName('林')).toBe('*');
  });
});

describe('a payout to WeChat from ¥2,000 carries the payee’s real name (WeChat Pay’s user_name rule)', () => {
  const parse = (input: Record<string, unknown>) => payoutInput.safeParse(input);
  const messages = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('needs it from exactly ¥2,000.00, to WeChat only', () => {
    expect(payoutNeedsRealName('wechat', WECHAT_REAL_NAME_FROM_FEN - 1)).toBe(false);
    expect(payoutNeedsRealName('wechat', WECHAT_REAL_NAME_FROM_FEN)).toBe(true);
    expect(payoutNeedsRealName('alipay', WECHAT_REAL_NAME_FROM_FEN)).toBe(false);
    expect(payoutNeedsRealName(undefined, WECHAT_REAL_NAME_FROM_FEN)).toBe(false);
  });

  it('refuses ¥2,000 to WeChat without a name, or with one that is not a name, with the message that says why', () => {
    expect(messages({ target: 'wechat', amount: 200_000 })).toEqual([PAYOUT_ACCOUNT_MESSAGES.wechatRealName]);
    expect(messages({ target: 'wechat', amount: 200_000, realName: '林' })).toContain(
      PAYOUT_ACCOUNT_MESSAGES.wechatRealName,
    );
    expect(parse({ target: 'wechat', amount: 199_999 }).success).toBe(true);
  });

  it('takes the trimmed name with the amount', () => {
    const result = parse({ target: 'wechat', amount: 500_000, realName: ' 林小鹿 ' });
    expect(result.success && result.data.realName).toBe('林小鹿');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkAlipayAccount,
  checkRealName,
  maskAlipayAccount,
  maskRealName,
  PAYOUT_ACCOUNT_MESSAGES,
} from './payout-account.js';

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

/**
 * A designer's Alipay payout account (issue 33): the login id (a mainland mobile number or an e-mail address)
 * and the real name Alipay checks at transfer time (`PAYEE_NAME`: a transfer to an account whose verified
 * name differs is refused by Alipay, and the money comes back). zod-free, so the account page's form checks
 * with the same functions the api's schema is built from (docs/conventions.md §7).
 */

export const PAYOUT_ACCOUNT_MESSAGES = {
  alipayAccount: '请输入正确的支付宝账号（手机号或邮箱）',
  realName: '请输入支付宝实名认证的姓名（2-20个字）',
  target: '请选择提现方式',
  cardMissing: '请选择提现到的银行卡',
  wechatRealName: '单笔提现￥2,000.00元及以上到微信零钱，请填写微信实名认证的姓名（2-20个字）',
} as const;

/**
 * From this amount (fen) a payout to WeChat must carry the payee's real name: WeChat Pay's merchant transfer
 * (商家转账, `user_name`) requires it for a transfer of ¥2,000 or more, and checks it against the payee's
 * WeChat real-name record (a mismatch fails the transfer, and the money comes back to the balance).
 */
export const WECHAT_REAL_NAME_FROM_FEN = 200_000;

/** Whether a payout of `amountFen` to `target` needs the payee's real name typed with it. */
export const payoutNeedsRealName = (target: string | undefined, amountFen: number): boolean =>
  target === 'wechat' && amountFen >= WECHAT_REAL_NAME_FROM_FEN;

const MOBILE = /^1[3-9]\d{9}$/;
// Deliberately plain: Alipay decides whether the address is an account; this only refuses typos.
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

export function checkAlipayAccount(value: unknown): string | null {
  const s = typeof value === 'string' ? value.trim() : '';
  return s.length <= 100 && (MOBILE.test(s) || EMAIL.test(s)) ? null : PAYOUT_ACCOUNT_MESSAGES.alipayAccount;
}

/** 2 to 20 characters of a name: Chinese, letters, spaces and the middle dot of transliterated names. */
export function checkRealName(value: unknown): string | null {
  const s = typeof value === 'string' ? value.trim() : '';
  const length = Array.from(s).length;
  return length >= 2 && length <= 20 && /^[\p{Script=Han}A-Za-z·•. ]+$/u.test(s)
    ? null
    : PAYOUT_ACCOUNT_MESSAGES.realName;
}

/** How an Alipay login id is shown: 138****5678, or l***@example.com. */
export function maskAlipayAccount(account: string): string {
  if (MOBILE.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  const at = account.lastIndexOf('@');
  if (at > 0) return `${account.slice(0, 1)}***${account.slice(at)}`;
  return `${account.slice(0, 1)}***`;
}

/** A real name shown with only its last character: **鹿. */
export function maskRealName(name: string): string {
  const chars = Array.from(name);
  return chars.length <= 1 ? '*' : `${'*'.repeat(chars.length - 1)}${chars[chars.length - 1]}`;
}

/**
 * Which side of the market a money page is for (docs/product.md §2): /uc/… the employer's 我的账户 and 账单明细,
 * /u/… the designer's 设计师账户 and 设计师账单 (designer guard).
 */
export type Side = 'employer' | 'designer';

export const sideOf = (pathname: string): Side => (/^\/u\//i.test(pathname) ? 'designer' : 'employer');

/** A path parameter that is a positive whole number (a task or pay order id), else null. */
export const idOf = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

export const MONEY_PATHS = {
  employer: { account: '/uc/account', bills: '/uc/bill' },
  designer: { account: '/u/account', bills: '/u/bill' },
} as const;

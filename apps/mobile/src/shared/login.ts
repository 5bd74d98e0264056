/**
 * The steps after any login on the phone site (docs/product.md §4 "logged out → logged in"): cached reads are
 * dropped (their per-user fields changed), the session is read again, and this browser's recent searches join
 * the account's. Shared by the login page and the quick-publish sheet, where a visitor logs in.
 */
import { call } from './api';
import type { User } from './session';
import { toast } from './toast';
import { clearLoads } from '@bazaar/react/read';

export async function completeLogin(refresh: () => Promise<User | null>): Promise<User | null> {
  clearLoads();
  const me = await refresh();
  if (!me) {
    toast.error('登录状态获取失败，请重试');
    return null;
  }
  await call('mergeRecentSearches', undefined, { silent: true });
  return me;
}

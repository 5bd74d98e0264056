/** The login calls of docs/product.md §7 (multipart; the BFF keeps the token in its httpOnly cookie — decision 002). */
import { callApi } from '@/shared/api/client';
import { NEEDS_BIND_CODE, type PendingBind } from '../lib/open-id';

// The SMS login is shared with the quick-publish dialog: @/shared/auth/sms-login.

export const loginByPassword = (mobile: string, password: string) =>
  callApi('loginByPassword', { username: mobile, password });

/** E020101 (an open id with no account yet) is the caller's to handle: it leads to /login/third. */
export const loginByOpenId = (bind: PendingBind) => callApi('loginByOpenId', bind, { handledCodes: [NEEDS_BIND_CODE] });

export const bindOpenId = (bind: PendingBind, mobile: string, smsCode: string) =>
  callApi('bindOpenId', { ...bind, mobile, smsCode });

/**
 * Accounts (docs/product.md §3 user info, §4 login/logout, §7 "Account and user"): the four logins, user info and
 * settings, the statement flag, growth projects and the wallet summary.
 */
import type { GrowthProject, UserInfo } from '@bazaar/domain/entities';
import { myProjects } from '../growth/growth-plans.service';
import { checkMobile } from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { DomainError, refusal } from '../../http/errors';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import type { OpenIdKind } from '../../services/oauth/oauth-common';
import { isOpenAccessType } from '../../services/oauth/oauth-provider';
import * as repo from './account.repository';
import { hashPassword, verifyPassword } from './password';
import { PASSWORD_LOCKED_MESSAGE, passwordFailed, passwordSucceeded, reservePasswordAttempt } from './password-guard';
import * as openIds from './open-ids';
import type { ResolvedOpenId } from './open-ids';
import * as sessions from './session.service';
import * as sms from './sms-code.service';

type AccountDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'sms' | 'oauth'>;

export const ACCOUNT_MESSAGES = {
  badCredentials: '手机号或密码错误',
  passwordRequired: '请输入密码',
  unknownOpenType: '不支持的第三方登录方式',
  badOpenToken: '第三方登录凭证无效，请重新授权',
  openIdTaken: (name: string) => `该${name}账号已绑定其他手机号`,
  mobileTaken: (name: string) => `该手机号已绑定其他${name}账号`,
  nickNameRequired: '请输入昵称',
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  smsCodeRequired: '请输入验证码',
} as const;

const OPEN_NAME: Record<OpenIdKind, string> = { wechat: '微信', qq: 'QQ', wechat_mp: '微信' };

export const toUserInfo = (row: repo.UserRow): UserInfo => ({
  userId: row.user_id,
  nickName: row.nick_name,
  isDesigner: row.is_designer,
  whetherToReadNote: row.whether_to_read_note === 1 ? 1 : 0,
  isOperator: row.is_operator,
  hasPassword: row.password_hash !== null,
});

export interface LoginResult {
  token: string;
}

/**
 * docs/product.md §7 /form: username is the mobile; one message whether the user exists or not. Issue 22: 10 wrong
 * passwords for one mobile within 15 minutes refuse password login for it for 15 minutes (any mobile,
 * so the lock tells nobody whether the account exists); SMS login is untouched.
 */
export async function loginByPassword(
  deps: AccountDeps,
  { username, password }: { username: string; password: string },
): Promise<LoginResult> {
  const invalid = checkMobile(username);
  if (invalid) throw new DomainError('E010001', invalid);
  if (!password) throw new DomainError('E010001', ACCOUNT_MESSAGES.passwordRequired);
  const user = await repo.findUserWithPasswordByMobile(deps.db, username);
  // A missing user or one without a password still costs a full scrypt (and a guess), so neither timing
  // nor the lock tells whether the account exists.
  if (!(await guardedCheck(deps, username, password, user?.password_hash ?? null)) || !user) {
    throw new DomainError('E010001', ACCOUNT_MESSAGES.badCredentials);
  }
  return { token: await sessions.create(deps, { userId: user.user_id }) };
}

/** docs/product.md §7 /mobile: the first SMS login creates the account (an employer without a nickname). */
export async function loginByMobile(
  deps: AccountDeps,
  { mobile, smsCode }: { mobile: string; smsCode: string },
): Promise<LoginResult> {
  await sms.verify(deps, { mobile, code: smsCode });
  const token = await transact(deps.db, async (trx) => {
    const user = await repo.findOrCreateUserByMobile(trx, mobile, deps.clock.now());
    return sessions.create({ ...deps, db: trx }, { userId: user.user_id });
  });
  return { token };
}

/**
 * docs/product.md §7 /openid: a known open id logs in; an unknown one answers E020101 so the web asks for a mobile.
 * The token is a ticket from the company's callback (issue 33), spent by the login, or `dev-<openid>` (dev).
 */
export async function loginByOpenId(
  deps: AccountDeps,
  { openAccessToken, openAccessType }: { openAccessToken: string; openAccessType: string },
): Promise<LoginResult> {
  const resolved = await resolveOpenId(deps, openAccessToken, openAccessType);
  const token = await transact(deps.db, async (trx) => {
    const inTrx = { ...deps, db: trx };
    const userId = await openIds.findUser(inTrx, { identity: resolved.identity });
    if (userId === null) return null;
    await openIds.spend(inTrx, { resolved, message: ACCOUNT_MESSAGES.badOpenToken });
    return sessions.create(inTrx, { userId });
  });
  if (token === null) throw new DomainError('E020101');
  return { token };
}

/**
 * docs/product.md §7 /bind: verifies the SMS code, loads or creates the user of the mobile and links the open id.
 * A ticket is spent in the same transaction as the link, so a wrong SMS code leaves it usable and a second
 * /bind with it is refused.
 */
export async function bindOpenId(
  deps: AccountDeps,
  input: {
    openAccessToken: string;
    openAccessType: string;
    mobile: string;
    smsCode: string;
  },
): Promise<LoginResult> {
  const resolved = await resolveOpenId(deps, input.openAccessToken, input.openAccessType);
  const { kind, openId } = resolved.identity;
  // Refuse a conflicting binding before the SMS code is spent on it.
  await checkBindable(deps.db, kind, openId, input.mobile);
  await sms.verify(deps, { mobile: input.mobile, code: input.smsCode });
  const token = await transact(deps.db, async (trx) => {
    const inTrx = { ...deps, db: trx };
    await openIds.spend(inTrx, { resolved, message: ACCOUNT_MESSAGES.badOpenToken });
    const user = await repo.findOrCreateUserByMobile(trx, input.mobile, deps.clock.now());
    await checkBindable(trx, kind, openId, input.mobile);
    const linked = await openIds.link(inTrx, { identity: resolved.identity, userId: user.user_id });
    // Not inserted: already linked to this very user (a repeated bind), which is fine.
    if (!linked && (await repo.findUserIdByOpenId(trx, kind, openId)) !== user.user_id) {
      throw refusal(ACCOUNT_MESSAGES.openIdTaken(OPEN_NAME[kind]));
    }
    return sessions.create(inTrx, { userId: user.user_id });
  });
  return { token };
}

async function resolveOpenId(deps: AccountDeps, token: string, typeName: string): Promise<ResolvedOpenId> {
  if (!isOpenAccessType(typeName)) throw new DomainError('E010001', ACCOUNT_MESSAGES.unknownOpenType);
  const resolved = token ? await openIds.resolveToken(deps, { type: typeName, token }) : null;
  if (!resolved) throw new DomainError('E010001', ACCOUNT_MESSAGES.badOpenToken);
  return resolved;
}

/** One open id per account and type, one account per open id. */
async function checkBindable(db: Db, type: OpenIdKind, openId: string, mobile: string): Promise<void> {
  const owner = await repo.findUserIdByOpenId(db, type, openId);
  const userId = await repo.findUserIdByMobile(db, mobile);
  if (owner !== null && owner !== userId) {
    throw refusal(ACCOUNT_MESSAGES.openIdTaken(OPEN_NAME[type]));
  }
  if (userId !== null && owner === null && (await repo.findOpenIdOfUser(db, userId, type)) !== null) {
    throw refusal(ACCOUNT_MESSAGES.mobileTaken(OPEN_NAME[type]));
  }
}

export async function logout(deps: AccountDeps, { token }: { token: string | null }): Promise<void> {
  if (token) await sessions.revoke(deps, { token });
}

export async function userInfo(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<UserInfo> {
  const row = await repo.findUserWithPasswordById(deps.db, user.userId);
  // The session outlived its user (deleted account): as good as logged out.
  if (!row) throw new DomainError('E010401');
  return toUserInfo(row);
}

/** docs/product.md §4: the agreement-to-note flag can be set by a call. */
export async function setReadStatement(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { whetherToReadNote }: { whetherToReadNote: 0 | 1 },
): Promise<void> {
  await repo.updateUser(deps.db, user.userId, { whether_to_read_note: whetherToReadNote });
}

/**
 * Account settings: nickname and/or password (password login needs one, docs/product.md §5). Issue 22: a new
 * password needs the current one (`oldPassword`; wrong ones count against the account's password
 * guesses), or — where the account has none yet — an SMS code sent to its mobile; then every other
 * session of the account ends (`currentToken`'s stays). A refused change changes nothing.
 */
export async function updateUserInfo(
  deps: AccountDeps,
  user: SessionUser,
  {
    currentToken = null,
    ...changes
  }: {
    nickName?: string | undefined;
    password?: string | undefined;
    oldPassword?: string | undefined;
    smsCode?: string | undefined;
    /** The caller's own session, kept when the password changes. */
    currentToken?: string | null;
  },
): Promise<UserInfo> {
  const { userId } = user;
  const nickName = changes.nickName?.trim();
  if (nickName === '') throw new DomainError('E010001', ACCOUNT_MESSAGES.nickNameRequired);
  if (changes.password !== undefined) await proveOwner(deps, userId, changes);
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
  await transact(deps.db, async (trx) => {
    await repo.updateUser(trx, userId, {
      ...(nickName !== undefined ? { nick_name: nickName } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
    });
    if (passwordHash !== undefined) {
      await sessions.revokeOthers({ ...deps, db: trx }, { userId, keepToken: currentToken });
    }
  });
  return userInfo(deps, user);
}

/** The old password, or the SMS code of the account's mobile when it has no password yet. */
async function proveOwner(
  deps: AccountDeps,
  userId: number,
  changes: { oldPassword?: string; smsCode?: string },
): Promise<void> {
  const user = await repo.findUserWithPasswordById(deps.db, userId);
  if (!user) throw new DomainError('E010401');
  if (user.password_hash === null) {
    const code = changes.smsCode?.trim();
    if (!code) throw new DomainError('E010001', ACCOUNT_MESSAGES.smsCodeRequired);
    await sms.verify(deps, { mobile: user.mobile, code });
    return;
  }
  if (!changes.oldPassword) throw new DomainError('E010001', ACCOUNT_MESSAGES.oldPasswordRequired);
  if (!(await guardedCheck(deps, user.mobile, changes.oldPassword, user.password_hash))) {
    throw new DomainError('E010001', ACCOUNT_MESSAGES.oldPasswordWrong);
  }
}

/**
 * One password guess for `mobile` (issue 22): counted before the check, so concurrent guesses cannot
 * pass the limit; refused with E010429 once the mobile is locked; a match clears its count.
 */
async function guardedCheck(
  deps: AccountDeps,
  mobile: string,
  password: string,
  hash: string | null,
): Promise<boolean> {
  if (!(await reservePasswordAttempt(deps.db, mobile, deps.clock.now()))) {
    throw new DomainError('E010429', PASSWORD_LOCKED_MESSAGE);
  }
  const matches = await verifyPassword(password, hash);
  if (matches) await passwordSucceeded(deps.db, mobile);
  else await passwordFailed(deps.db, mobile, deps.clock.now());
  return matches;
}

/** Growth projects are a designer's (loaded on my- pages, docs/product.md §2); an employer has none. */
export async function growthProjects(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<GrowthProject[]> {
  // Issue 9: enrolled growth plans with progress judged from the designer's data.
  return myProjects(deps, user);
}

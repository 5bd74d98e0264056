/**
 * Logging in: the fixed client header, SMS, password and third-party logins, on every driver of the harness.
 * Password guesses and changes, sessions and settings are in account.sessions.test.ts.
 */
import type { UserInfo } from '@bazaar/domain/entities';
import { describe, expect, it } from 'vitest';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from '../../db/seed/accounts';
import { call, CLIENT_AUTH, countRows, DRIVERS, multipart, urlencoded } from '../../test/harness';
import { bearer, freshMobile } from '../../test/login';
import { accountTestKit } from './account.test-kit';

const LOGIN = {
  form: '/api/auth/authentication/form',
  mobile: '/api/auth/authentication/mobile',
  openid: '/api/auth/authentication/openid',
  bind: '/api/auth/authentication/bind',
};

describe.each(DRIVERS)('accounts on %s', (driver) => {
  const t = accountTestKit(driver);
  const { login, post, loginCall, userInfo, passwordLogin } = t;

  describe('the fixed client header of the logins', () => {
    it.each(Object.entries(LOGIN))('answers /%s without it with 401 客户端认证失败', async (_kind, url) => {
      const res = await post(url, { mobile: '13800000001', smsCode: '123456' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, data: null, resultCode: 'E010401', resultMessage: '客户端认证失败' });
    });

    it('answers a wrong client secret or a bearer token with 401 too', async () => {
      const wrong = `Basic ${Buffer.from('bazaar-web:not-the-secret').toString('base64')}`;
      for (const authorization of [wrong, 'Bearer abcdefghijklmnopqrstuvwxyz']) {
        const res = await post(
          LOGIN.form,
          { username: DEMO_DESIGNER.mobile, password: DEMO_DESIGNER.password },
          {
            authorization,
          },
        );
        expect(res.status).toBe(401);
        expect(res.body.resultMessage).toBe('客户端认证失败');
      }
    });
  });

  describe('SMS login', () => {
    it('creates the account on the first login: an employer without a nickname who has not read the note', async () => {
      const users = await countRows(t.app, 'users');
      const mobile = freshMobile();
      const token = await login.bySms(mobile);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(await countRows(t.app, 'users')).toBe(users + 1);
      const info = await userInfo(token);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ nickName: null, isDesigner: false, whetherToReadNote: 0 });
      // A second login is the same user with a new token.
      const again = await login.bySms(mobile);
      expect(again).not.toBe(token);
      expect((await userInfo(again)).body.data.userId).toBe(info.body.data.userId);
      expect(await countRows(t.app, 'users')).toBe(users + 1);
    });

    it('logs in a seeded designer by SMS (13800000001)', async () => {
      const token = await login.bySms(DEMO_DESIGNER.mobile);
      expect((await userInfo(token)).body.data).toMatchObject({ userId: 1, isDesigner: true, nickName: '林小鹿' });
    });

    it('accepts multipart and urlencoded bodies as well as JSON', async () => {
      for (const encode of [multipart, urlencoded]) {
        const mobile = freshMobile();
        const smsCode = await login.smsCode(mobile);
        const body = encode({ mobile, smsCode });
        const res = await call<{ token: string }>(t.app, LOGIN.mobile, {
          method: 'POST',
          payload: body.payload,
          headers: { ...body.headers, authorization: CLIENT_AUTH },
        });
        expect(res.status).toBe(200);
        expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
      }
    });

    it('rejects a malformed mobile with 400 请输入正确的手机号 and writes nothing', async () => {
      const [users, sessions, codes] = await Promise.all(
        ['users', 'sessions', 'sms_codes'].map((n) => countRows(t.app, n)),
      );
      const res = await loginCall(LOGIN.mobile, { mobile: '1380000', smsCode: '123456' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: '请输入正确的手机号' });
      const empty = await loginCall(LOGIN.mobile, { mobile: freshMobile(), smsCode: ' ' });
      expect(empty.body.resultMessage).toBe('请输入正确的验证码');
      expect(await countRows(t.app, 'users')).toBe(users);
      expect(await countRows(t.app, 'sessions')).toBe(sessions);
      expect(await countRows(t.app, 'sms_codes')).toBe(codes);
    });
  });

  describe('password login', () => {
    it(`logs in the demo designer with ${DEMO_DESIGNER.password}`, async () => {
      const res = await passwordLogin(DEMO_DESIGNER.mobile, DEMO_DESIGNER.password);
      expect(res.status).toBe(200);
      expect((await userInfo(res.body.data.token)).body.data.userId).toBe(DEMO_DESIGNER.userId);
    });

    it('answers 手机号或密码错误 alike for a wrong password, an unknown mobile and a user without a password', async () => {
      for (const [username, password] of [
        [DEMO_DESIGNER.mobile, 'wrong-password'],
        [freshMobile(), DEMO_DESIGNER.password],
        [DEMO_EMPLOYER.mobile, DEMO_DESIGNER.password],
      ] as const) {
        const res = await passwordLogin(username, password);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          data: null,
          resultCode: 'E010001',
          resultMessage: '手机号或密码错误',
        });
      }
    });

    it('works after the user sets a password in account settings, and not with the old one after a change', async () => {
      const mobile = freshMobile();
      const token = await login.bySms(mobile);
      expect((await passwordLogin(mobile, 'first-password')).body.resultMessage).toBe('手机号或密码错误');
      const set = await post<UserInfo>(
        '/api/user/updateUserInfo',
        { password: 'first-password', smsCode: await login.smsCode(mobile) },
        bearer(token),
      );
      expect(set.body.success).toBe(true);
      expect(set.body.data.hasPassword).toBe(true);
      expect((await passwordLogin(mobile, 'first-password')).body.success).toBe(true);
      await post(
        '/api/user/updateUserInfo',
        { password: 'second-password', oldPassword: 'first-password' },
        bearer(token),
      );
      expect((await passwordLogin(mobile, 'first-password')).body.success).toBe(false);
      expect((await passwordLogin(mobile, 'second-password')).body.success).toBe(true);
      const stored = await t.app.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      expect(stored?.password_hash).toMatch(/^scrypt\$/);
      expect(stored?.password_hash).not.toContain('second-password');
    });
  });

  describe('third-party login', () => {
    it('answers an unknown open id with E020101 请先绑定手机号; bind logs in; then the open id logs in alone', async () => {
      const openAccessToken = `dev-wx${freshMobile()}`;
      const unknown = await loginCall(LOGIN.openid, { openAccessToken, openAccessType: 'wechat' });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({
        success: false,
        data: null,
        resultCode: 'E020101',
        resultMessage: '请先绑定手机号',
      });

      const mobile = freshMobile();
      const smsCode = await login.smsCode(mobile);
      const bound = await loginCall(LOGIN.bind, { openAccessToken, openAccessType: 'wechat', mobile, smsCode });
      expect(bound.status).toBe(200);
      const boundUser = (await userInfo(bound.body.data.token)).body.data.userId;

      const known = await loginCall(LOGIN.openid, { openAccessToken, openAccessType: 'wechat' });
      expect(known.body.success).toBe(true);
      expect((await userInfo(known.body.data.token)).body.data.userId).toBe(boundUser);
      // The same open id under the other provider is a different account.
      const qq = await loginCall(LOGIN.openid, { openAccessToken, openAccessType: 'qq' });
      expect(qq.body.resultCode).toBe('E020101');
    });

    it('binds an open id to an existing account of that mobile (multipart, as the web sends it)', async () => {
      const mobile = freshMobile();
      const existing = (await userInfo(await login.bySms(mobile))).body.data.userId;
      const openAccessToken = `dev-qq${freshMobile()}`;
      const body = multipart({ openAccessToken, openAccessType: 'qq', mobile, smsCode: await login.smsCode(mobile) });
      const res = await call<{ token: string }>(t.app, LOGIN.bind, {
        method: 'POST',
        payload: body.payload,
        headers: { ...body.headers, authorization: CLIENT_AUTH },
      });
      expect((await userInfo(res.body.data.token)).body.data.userId).toBe(existing);
    });

    it('refuses to bind an open id that already belongs to another mobile, before spending the SMS code', async () => {
      const openAccessToken = `dev-wx${freshMobile()}`;
      const first = freshMobile();
      await loginCall(LOGIN.bind, {
        openAccessToken,
        openAccessType: 'wechat',
        mobile: first,
        smsCode: await login.smsCode(first),
      });
      const other = freshMobile();
      const smsCode = await login.smsCode(other);
      const res = await loginCall(LOGIN.bind, { openAccessToken, openAccessType: 'wechat', mobile: other, smsCode });
      expect(res.body).toMatchObject({
        success: false,
        resultCode: 'E020002',
        resultMessage: '该微信账号已绑定其他手机号',
      });
      // The code is still good for a plain login.
      expect((await loginCall(LOGIN.mobile, { mobile: other, smsCode })).body.success).toBe(true);
    });

    it.each([
      ['an unknown provider', { openAccessToken: 'dev-abcdef', openAccessType: 'weibo' }, '不支持的第三方登录方式'],
      [
        'a token the provider does not know',
        { openAccessToken: 'real-token', openAccessType: 'wechat' },
        '第三方登录凭证无效，请重新授权',
      ],
      ['a too-short open id', { openAccessToken: 'dev-ab', openAccessType: 'qq' }, '第三方登录凭证无效，请重新授权'],
    ])('rejects %s with 400 and writes nothing', async (_name, input, message) => {
      const before = await countRows(t.app, 'user_open_ids');
      const res = await loginCall(LOGIN.openid, input);
      expect(res.status).toBe(400);
      expect(res.body.resultMessage).toBe(message);
      const bind = await loginCall(LOGIN.bind, { ...input, mobile: freshMobile(), smsCode: '123456' });
      expect(bind.body.resultMessage).toBe(message);
      expect(await countRows(t.app, 'user_open_ids')).toBe(before);
    });
  });
});

/**
 * What the account test files share (account.test.ts, account.sessions.test.ts): one app per driver on a
 * manual clock, the login calls with the fixed client header, and users logged in by SMS. The login paths
 * are spelled in account.test.ts: the contract test looks for every POST path in the test files.
 */
import type { UserInfo } from '@bazaar/domain/entities';
import { afterAll, beforeAll } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, CLIENT_AUTH, startTestApp, type TestApp, type TestDriver } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';

/** Starts the app on `driver` before the file's tests (and closes it after); call inside the `describe`. */
export function accountTestKit(driver: TestDriver) {
  let t: TestApp;
  let testLogin: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));

  const post = <T = unknown>(url: string, payload: object, headers: Record<string, string> = {}) =>
    call<T>(t.app, url, { method: 'POST', payload, headers });
  const loginCall = <T = { token: string }>(url: string, payload: Record<string, string>) =>
    post<T>(url, payload, { authorization: CLIENT_AUTH });

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    testLogin = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  return {
    get app() {
      return t.app;
    },
    clock,
    login: {
      bySms: (mobile: string) => testLogin.bySms(mobile),
      smsCode: (mobile: string) => testLogin.smsCode(mobile),
    },
    post,
    loginCall,
    userInfo: (token: string) => call<UserInfo>(t.app, '/api/user/getUserInfo', { headers: bearer(token) }),
    passwordLogin: (username: string, password: string) =>
      loginCall('/api/auth/authentication/form', { username, password }),
  };
}

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../ui/toast/toast-store';
import { bindSessionToApi, commitLoggedOut, fetchUserInfo, hasLoginFlag, SESSION_KEY } from './session-store';
import { callApi } from '../api/client';

const user = { userId: 7, nickName: '小林', isDesigner: true, whetherToReadNote: 1 };

function stubFetch(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.reset();
});

describe('session store (docs/product.md §4)', () => {
  const FLAG = 'theme=dark; bazaar_login=1';

  it('reads the BFF login flag cookie exactly', () => {
    expect(hasLoginFlag('bazaar_login=1')).toBe(true);
    expect(hasLoginFlag('a=b; bazaar_login=1; c=d')).toBe(true);
    expect(hasLoginFlag('')).toBe(false);
    expect(hasLoginFlag('bazaar_login=0')).toBe(false);
    expect(hasLoginFlag('x_bazaar_login=1')).toBe(false);
  });

  it('without the login flag a visitor is logged out with no call at all', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(fetchUserInfo('theme=dark')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('derives the user from getUserInfo: 200 → the user', async () => {
    stubFetch(200, { success: true, data: user, resultCode: 'S000001', resultMessage: '' });
    await expect(fetchUserInfo(FLAG)).resolves.toEqual(user);
  });

  it('a 401 on the probe (stale flag) is logged out, silently (no 请先登录 toast, no log)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    await expect(fetchUserInfo(FLAG)).resolves.toBeNull();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('another failure logs "user info fetch failed" and is logged out (docs/product.md §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(500, { success: false, data: null, resultCode: 'E050001', resultMessage: '服务器开小差了' });
    await expect(fetchUserInfo(FLAG)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('user info fetch failed', 'E050001', '服务器开小差了');
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('logging out clears the user and every user-scoped query, and keeps public ones', () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, user);
    client.setQueryData(['session', 'growthProjects'], [{ projectId: 1 }]);
    client.setQueryData(['cms', 'tabBar'], ['首页']);
    commitLoggedOut(client);
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(client.getQueryData(['session', 'growthProjects'])).toBeUndefined();
    expect(client.getQueryData(['cms', 'tabBar'])).toEqual(['首页']);
  });

  it('a 401 from any call commits logged out once bound to the query client', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient();
    client.setQueryData(SESSION_KEY, user);
    const unbind = bindSessionToApi(client);
    stubFetch(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    await callApi('getMyAccountInfo');
    unbind();
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });
});

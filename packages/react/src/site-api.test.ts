import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@bazaar/domain/client';
import { EXTRA_TOAST_CODE } from '@bazaar/domain/constants';
import { createSiteApi } from './site-api';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

function site() {
  const shown: string[] = [];
  const api = createSiteApi({
    error: (m) => shown.push(`error:${m}`),
    loginRequired: (m) => shown.push(`login:${m}`),
    log: () => undefined,
  });
  return { api, shown };
}

afterEach(() => vi.unstubAllGlobals());

describe('createSiteApi (both sites’ reactions, docs/product.md §8)', () => {
  it('toasts a refusal’s message, and E020002 a second time with its code', async () => {
    const { api, shown } = site();
    answer(200, { success: false, data: null, resultCode: 'E010001', resultMessage: '任务名称不能为空' });
    await api.call('getAllCategories');
    answer(200, { success: false, data: null, resultCode: EXTRA_TOAST_CODE, resultMessage: '验证码错误' });
    await api.call('getAllCategories');
    expect(shown).toEqual([
      'error:任务名称不能为空',
      'error:验证码错误',
      `error:onResError ${EXTRA_TOAST_CODE}:验证码错误`,
    ]);
  });

  it('says 请先登录 for a call that needs a login and tells the session it is logged out', async () => {
    const { api, shown } = site();
    const loggedOut = vi.fn();
    api.onLoggedOut(loggedOut);
    answer(401, { success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    await api.call('getMyApplyPage', { current: 1, pageSize: 12 });
    expect(shown).toEqual([`login:${LOGIN_REQUIRED_MESSAGE}`]);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('degrades a failed read to its fallback, with a warning (not an error: the call already reported it)', async () => {
    const { api } = site();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, { success: false, data: null, resultCode: 'E010404', resultMessage: '作品不存在或已下架' });
    expect(api.dataOr(await api.call('getAllCategories'), [])).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[api] empty result: E010404 作品不存在或已下架');
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTabBarIfStale, TAB_BAR_STALE_MS, tabBarQueryOptions } from './get-tab-bar';

const item = (title: string, sort: number) => ({
  cmsId: sort,
  content: JSON.stringify({ title, link: '/works', sort }),
});

describe('refreshTabBarIfStale (the header asks again on navigation once its copy is stale)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, data: [item('新导航', 1)], resultCode: 'S000001', resultMessage: '' }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const clientWith = (updatedAt: number) => {
    const client = new QueryClient();
    client.setQueryData(tabBarQueryOptions().queryKey, [{ title: '旧导航', link: '/', sort: 1, subList: [] }], {
      updatedAt,
    });
    return client;
  };

  it('keeps a copy younger than five minutes without asking', async () => {
    const client = clientWith(Date.now() - TAB_BAR_STALE_MS + 10_000);
    await refreshTabBarIfStale(client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(tabBarQueryOptions().queryKey)?.[0]?.title).toBe('旧导航');
  });

  it('asks again for a copy older than five minutes, and the header gets the new items', async () => {
    const client = clientWith(Date.now() - TAB_BAR_STALE_MS - 1000);
    await refreshTabBarIfStale(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('position=tabbar');
    expect(client.getQueryData(tabBarQueryOptions().queryKey)?.[0]?.title).toBe('新导航');
  });

  it('shares one request when navigations come faster than the answer', async () => {
    const client = clientWith(Date.now() - TAB_BAR_STALE_MS - 1000);
    await Promise.all([refreshTabBarIfStale(client), refreshTabBarIfStale(client)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

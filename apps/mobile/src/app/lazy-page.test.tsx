// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

/** A page chunk whose load the test finishes. */
function chunk(text: string) {
  let finish!: () => void;
  let loads = 0;
  const loaded = new Promise<void>((r) => (finish = r));
  const load = async () => {
    loads++;
    await loaded;
    return { default: () => <p>{text}</p> };
  };
  return { load, finish, loads: () => loads };
}

const Fallback = () => <div className="m-page-skeleton">加载中</div>;

describe('lazyPage', () => {
  it('renders a preloaded page on the first render, with no fallback (so no 300 ms reveal throttle)', async () => {
    const c = chunk('我的任务');
    const Page = lazyPage(c.load);
    const preloaded = Page.preload();
    c.finish();
    await preloaded;
    // No act() around awaiting: the first render alone must already show the page.
    const { container } = render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('我的任务')).toBeTruthy();
    expect(container.querySelector('.m-page-skeleton')).toBeNull();
    expect(c.loads()).toBe(1);
  });

  it('suspends like lazy() when not loaded yet, and loads the chunk once', async () => {
    const c = chunk('作品');
    const Page = lazyPage(c.load);
    // Awaited act: React's act mode waits on a suspending use() only in an async scope.
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>,
      ),
    );
    expect(container.querySelector('.m-page-skeleton')).not.toBeNull();
    // React reveals a boundary that showed its fallback no sooner than 300 ms after it (FALLBACK_THROTTLE_MS).
    await act(async () => {
      c.finish();
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(screen.getByText('作品')).toBeTruthy();
    expect(container.querySelector('.m-page-skeleton')).toBeNull();
    await Page.preload();
    expect(c.loads()).toBe(1);
  });

  it('resolves preload() even when the chunk fails (the page then throws to its boundary)', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('chunk gone')));
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});

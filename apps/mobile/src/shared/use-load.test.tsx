// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFallback } from './ui/load-failed';
import { CACHE_KEYS, clearLoads, useLoad } from './use-load';

/** A page section over one read: its data, or the page's fallback (skeleton, then 加载失败 with 重试). */
function Section({ id, load }: { id: string; load: () => Promise<string | null> }) {
  const read = useLoad(id, load);
  if (read.data) return <p>{read.data}</p>;
  return readFallback(read);
}

afterEach(() => {
  cleanup();
  clearLoads();
  vi.restoreAllMocks();
});

describe('useLoad', () => {
  it('shows the skeleton while reading, then the data', async () => {
    let answer!: (value: string) => void;
    const { container } = render(<Section id="a" load={() => new Promise((r) => (answer = r))} />);
    expect(container.querySelector('.m-page-skeleton')).not.toBeNull();
    await act(async () => answer('作品一'));
    expect(screen.getByText('作品一')).toBeTruthy();
  });

  it('shows 加载失败 with 重试 when the read throws, and reads again on 重试', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string | null>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValueOnce('第二次读到了');
    const { container } = render(<Section id="b" load={load} />);
    await screen.findByText('加载失败，请检查网络后重试');
    expect(container.querySelector('.m-page-skeleton')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('第二次读到了');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 加载失败 when the api refused (the loader mapped it to null)', async () => {
    render(<Section id="c" load={() => Promise.resolve(null)} />);
    await screen.findByText('加载失败，请检查网络后重试');
  });

  it('draws a read it has kept at once when the section comes back (then refreshes it)', async () => {
    const first = render(<Section id="d" load={() => Promise.resolve('第一次')} />);
    await screen.findByText('第一次');
    first.unmount();
    let answer!: (value: string) => void;
    render(<Section id="d" load={() => new Promise((r) => (answer = r))} />);
    expect(screen.getByText('第一次')).toBeTruthy();
    await act(async () => answer('刷新后'));
    expect(screen.getByText('刷新后')).toBeTruthy();
  });

  it(`keeps at most ${CACHE_KEYS} reads, dropping the least recently read`, async () => {
    for (let i = 0; i <= CACHE_KEYS; i++) {
      const view = render(<Section id={`k${i}`} load={() => Promise.resolve(`第${i}页`)} />);
      await screen.findByText(`第${i}页`);
      view.unmount();
    }
    // k0 was dropped: it starts from the skeleton; k1 is still kept and drawn at once.
    const dropped = render(<Section id="k0" load={() => new Promise(() => undefined)} />);
    expect(dropped.container.querySelector('.m-page-skeleton')).not.toBeNull();
    dropped.unmount();
    render(<Section id="k1" load={() => new Promise(() => undefined)} />);
    expect(screen.getByText('第1页')).toBeTruthy();
  });
});

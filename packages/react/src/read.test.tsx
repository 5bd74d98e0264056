// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_KEYS, clearLoads, useLoad, type Load, type Reloadable } from './read';
import { deferred } from './test-kit';

/** What a site draws until the data is in (the phone's `readFallback`): a skeleton, then 加载失败 with 重试. */
function Fallback({ read }: { read: Load<unknown> & Reloadable }) {
  if (read.loading) return <div className="skeleton" aria-hidden="true" />;
  return (
    <div>
      <p>加载失败，请检查网络后重试</p>
      <button type="button" onClick={read.reload}>
        重试
      </button>
    </div>
  );
}

/** A page section over one read: its data, or the fallback. */
function Section({ id, load }: { id: string | null; load: () => Promise<string | null> }) {
  const read = useLoad(id, load);
  if (read.data) {
    return (
      <div>
        <p>{read.data}</p>
        <button type="button" onClick={read.reload}>
          {read.reloading ? '刷新中' : '刷新'}
        </button>
      </div>
    );
  }
  return <Fallback read={read} />;
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
    expect(container.querySelector('.skeleton')).not.toBeNull();
    await act(async () => answer('作品一'));
    expect(screen.getByText('作品一')).toBeTruthy();
  });

  it('shows 加载失败 with 重试 when the read throws, and reads again on 重试', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string | null>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValueOnce('第二次读到了');
    const { container } = render(<Section id="b" load={load} />);
    await screen.findByText('加载失败，请检查网络后重试');
    expect(container.querySelector('.skeleton')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('第二次读到了');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 加载失败 when the api refused (the loader mapped it to null)', async () => {
    render(<Section id="c" load={() => Promise.resolve(null)} />);
    await screen.findByText('加载失败，请检查网络后重试');
  });

  it('reads nothing while the key is null, and is not loading', () => {
    const load = vi.fn(() => Promise.resolve('不该读'));
    const { container } = render(<Section id={null} load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('.skeleton')).toBeNull();
  });

  it('keeps what it showed through a reload (reloading while it runs), and through a failed one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Section id="r" load={() => Promise.resolve('第一次')} />);
    await screen.findByText('第一次');
    cleanup();
    const again = deferred<string>();
    const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('第一次');
    load.mockReturnValueOnce(again.promise);
    render(<Section id="r" load={load} />);
    await screen.findByText('第一次');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '刷新' })));
    expect(screen.getByText('第一次')).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新中' })).toBeTruthy();
    await act(async () => again.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText('第一次')).toBeTruthy();
    expect(screen.queryByText('加载失败，请检查网络后重试')).toBeNull();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
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

  it('forgets every kept read on clearLoads() (a login or logout)', async () => {
    const first = render(<Section id="e" load={() => Promise.resolve('登录前')} />);
    await screen.findByText('登录前');
    first.unmount();
    clearLoads();
    const { container } = render(<Section id="e" load={() => new Promise(() => undefined)} />);
    expect(container.querySelector('.skeleton')).not.toBeNull();
  });

  it(`keeps at most ${CACHE_KEYS} reads, dropping the least recently read`, async () => {
    for (let i = 0; i <= CACHE_KEYS; i++) {
      const view = render(<Section id={`k${i}`} load={() => Promise.resolve(`第${i}页`)} />);
      await screen.findByText(`第${i}页`);
      view.unmount();
    }
    // k0 was dropped: it starts from the skeleton; k1 is still kept and drawn at once.
    const dropped = render(<Section id="k0" load={() => new Promise(() => undefined)} />);
    expect(dropped.container.querySelector('.skeleton')).not.toBeNull();
    dropped.unmount();
    render(<Section id="k1" load={() => new Promise(() => undefined)} />);
    expect(screen.getByText('第1页')).toBeTruthy();
  });
});

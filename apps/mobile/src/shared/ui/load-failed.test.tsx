// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearLoads, useLoad } from '@bazaar/react/read';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFallback } from './load-failed';

/**
 * The phone's page over `@bazaar/react/read` (its own tests are in packages/react): the data, or `readFallback` —
 * the page skeleton while reading, then 加载失败 with 重试, never a skeleton forever.
 */
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

describe('readFallback over useLoad', () => {
  // useLoad's own cases are @bazaar/react/read's tests; this is the phone's markup for them.
  it('is the page skeleton while reading, then 加载失败 with 重试 when the read throws, which reads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail!: (error: unknown) => void;
    const load = vi
      .fn<() => Promise<string | null>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('第二次读到了');
    const { container } = render(<Section id="b" load={load} />);
    expect(container.querySelector('.m-page-skeleton')).not.toBeNull();
    await act(async () => fail(new TypeError('Failed to fetch')));
    await screen.findByText('加载失败，请检查网络后重试');
    expect(container.querySelector('.m-page-skeleton')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('第二次读到了');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

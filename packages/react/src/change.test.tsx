// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChange } from './change';
import { deferred } from './test-kit';

afterEach(cleanup);

function Save({ write, seen }: { write: (n: number) => Promise<string>; seen: (r: string | undefined) => void }) {
  const { run, busy } = useChange(write);
  return (
    <button type="button" disabled={busy} onClick={() => void run(7).then(seen, () => seen('threw'))}>
      {busy ? '保存中…' : '保存'}
    </button>
  );
}

describe('useChange', () => {
  it('is busy while the write runs, passes its arguments and answers its result', async () => {
    const gate = deferred<string>();
    const write = vi.fn((n: number) => gate.promise.then((s) => `${s}${n}`));
    const seen = vi.fn();
    render(<Save write={write} seen={seen} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button').textContent).toBe('保存中…');
    await act(async () => gate.resolve('ok'));
    expect(write).toHaveBeenCalledWith(7);
    expect(seen).toHaveBeenCalledWith('ok7');
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
  });

  it('never runs a second write while one is under way (a double tap in one tick)', async () => {
    const gate = deferred<string>();
    const write = vi.fn(() => gate.promise);
    const seen = vi.fn();
    render(<Save write={write} seen={seen} />);
    const button = screen.getByRole('button');
    // Two clicks before React re-renders: the disabled attribute is not there yet.
    await act(async () => {
      button.click();
      button.click();
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith(undefined);
    await act(async () => gate.resolve('ok'));
    expect(seen).toHaveBeenLastCalledWith('ok');
  });

  it('answers the refused value it was given for a run it did not start', async () => {
    const gate = deferred<boolean>();
    const write = vi.fn(() => gate.promise);
    const answers: boolean[] = [];
    function Send() {
      const { run } = useChange(write, false);
      return <button type="button" onClick={() => void run().then((ok) => answers.push(ok))} />;
    }
    render(<Send />);
    const button = screen.getByRole('button');
    await act(async () => {
      button.click();
      button.click();
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([false]);
    await act(async () => gate.resolve(true));
    expect(answers).toEqual([false, true]);
  });

  it('clears busy when the write throws, and the throw reaches the caller', async () => {
    const gate = deferred<string>();
    const seen = vi.fn();
    render(<Save write={() => gate.promise} seen={seen} />);
    fireEvent.click(screen.getByRole('button'));
    await act(async () => gate.reject(new Error('network')));
    expect(seen).toHaveBeenCalledWith('threw');
    expect(screen.getByRole('button')).toHaveProperty('disabled', false);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint';

afterEach(cleanup);

function Probe({ ready }: { ready?: boolean }) {
  return <p>{useAfterPaint(ready) ? '已绘制' : '首帧'}</p>;
}

const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 5))));

describe('useAfterPaint', () => {
  it('is false on the first render and true once a frame has passed', async () => {
    render(<Probe />);
    expect(screen.getByText('首帧')).toBeTruthy();
    await nextFrame();
    expect(screen.getByText('已绘制')).toBeTruthy();
  });

  it('waits for ready, then for a frame after it', async () => {
    const { rerender } = render(<Probe ready={false} />);
    await nextFrame();
    expect(screen.getByText('首帧')).toBeTruthy();
    rerender(<Probe ready />);
    expect(screen.getByText('首帧')).toBeTruthy();
    await nextFrame();
    expect(screen.getByText('已绘制')).toBeTruthy();
  });
});

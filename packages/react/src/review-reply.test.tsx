// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReviewReply } from './review-reply';

afterEach(cleanup);

function Reply({ reply }: { reply: (content: string) => Promise<boolean> }) {
  const form = useReviewReply(reply);
  return (
    <form onSubmit={form.submit}>
      <label htmlFor={form.input.id}>{form.label}</label>
      <input {...form.input} />
      <button type="submit" disabled={!form.ready}>
        回复
      </button>
    </form>
  );
}

describe('useReviewReply', () => {
  it('sends the trimmed reply once and empties the box; an empty reply cannot be sent', async () => {
    let answer!: (ok: boolean) => void;
    const reply = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<Reply reply={reply} />);
    const box = screen.getByLabelText('回复这条评价') as HTMLInputElement;
    expect(box.maxLength).toBeGreaterThan(0);
    expect(box.placeholder).toMatch(/^公开回复（只能回复一次/);
    expect(screen.getByRole('button', { name: '回复' })).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '  谢谢认可 ' } });
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    expect(screen.getByRole('button', { name: '回复' })).toHaveProperty('disabled', true);
    await act(async () => answer(true));
    expect(reply).toHaveBeenCalledTimes(1);
    expect(reply).toHaveBeenCalledWith('谢谢认可');
    expect(box.value).toBe('');
  });

  it('keeps the text when the reply is refused', async () => {
    render(<Reply reply={async () => false} />);
    const box = screen.getByLabelText('回复这条评价') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '好的' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '回复' })));
    expect(box.value).toBe('好的');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarInput, StarScore } from './stars';

afterEach(cleanup);

/** How much of each of the five stars is filled (the width of its filled copy; 0 when it has none). */
const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="img"] > span')].map((star) => {
    const fill = star.querySelector<HTMLElement>('span');
    return fill ? Number.parseFloat(fill.style.width) / 100 : 0;
  });

describe('StarScore', () => {
  it('shows a rating to the nearest half star, with the figure and the count', () => {
    const { container } = render(<StarScore value={3.74} count={12} />);
    expect(screen.getByRole('img', { name: '3.7 分（满分 5 分）' })).toBeTruthy();
    expect(fills(container)).toEqual([1, 1, 1, 0.5, 0]);
    expect(screen.getByText('12 条评价')).toBeTruthy();
  });

  it('rounds 4.8 up to five full stars and shows no count when none is given', () => {
    const { container } = render(<StarScore value={4.8} />);
    expect(fills(container)).toEqual([1, 1, 1, 1, 1]);
    expect(screen.queryByText(/条评价/)).toBeNull();
  });
});

describe('StarInput (the desktop’s)', () => {
  it('reports the star picked, through @bazaar/react’s radio group', () => {
    const onChange = vi.fn();
    render(<StarInput label="专业能力" value={2} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '专业能力' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /5 星 / }));
    expect(onChange).toHaveBeenCalledWith(5);
  });
});

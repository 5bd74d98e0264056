// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Activity } from '@bazaar/domain/entities';
import { ActivityStats } from './activity-stats';

afterEach(cleanup);

describe('ActivityStats', () => {
  it('lists the tasks and the total budget, styled by the site', () => {
    const activity = { taskCount: 12, totalAmount: 36000 } as Activity;
    const { container } = render(<ActivityStats activity={activity} className="stats" priceClassName="price" />);
    expect(container.querySelector('dl')?.className).toBe('stats');
    expect(screen.getByText('活动任务').nextElementSibling?.textContent).toBe('12 个');
    const budget = screen.getByText('总预算').nextElementSibling;
    expect(budget?.className).toBe('price');
    expect(budget?.textContent).toMatch(/36,000|36000/);
  });
});

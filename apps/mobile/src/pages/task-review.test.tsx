// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clearLoads } from '@bazaar/react/read';
import { REVIEW_STATUS } from '@bazaar/domain/constants/reviews';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TaskReviewSection from './task-review';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api', () => ({
  call,
  dataOr: <T,>(result: { success: boolean; data?: T }, fallback: T) => (result.success ? result.data : fallback),
}));

afterEach(() => {
  cleanup();
  clearLoads();
  call.mockReset();
  vi.restoreAllMocks();
});

describe('the task page’s review section on a phone', () => {
  it('says 加载失败 with 重试 when its read throws, instead of vanishing; 重试 reads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    call.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    call.mockResolvedValueOnce({ success: true, data: { status: REVIEW_STATUS.notParty } });
    render(<TaskReviewSection orderId={5} />);
    await screen.findByText('加载失败，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText('加载失败，请检查网络后重试')).toBeNull());
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('getTaskReview', { orderId: 5 }, { silent: true });
  });
});

/**
 * Reviews after a completed task (issue 25): the task's review panel, submitting and replying, a user's
 * published reviews, employers' averages and the viewer's open reviews (去评价). Keys start with REVIEWS_KEY
 * so a submission or reply refreshes them all; what depends on who is looking (the task's panel, 去评价)
 * lives under 'session' too (MY_REVIEWS_KEY), so a logout drops it instead of refetching it as a visitor.
 */
import type { Review, TaskReview } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { useChange } from '@bazaar/react/change';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi, dataOr, emptyPage } from '../api/client';

export const REVIEWS_KEY = ['reviews'] as const;
export const MY_REVIEWS_KEY = ['session', 'reviews'] as const;
export const USER_REVIEWS_PAGE_SIZE = 5;

export function useTaskReview(orderId: number) {
  return useQuery({
    queryKey: [...MY_REVIEWS_KEY, 'task', orderId],
    queryFn: async (): Promise<TaskReview | null> => dataOr(await callApi('getTaskReview', { orderId }), null),
  });
}

export function useUserReviews(userId: number, current: number) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'user', userId, current],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<Review>> =>
      dataOr(
        await callApi('getUserReviewPage', { userId, current, pageSize: USER_REVIEWS_PAGE_SIZE }, { silent: true }),
        emptyPage<Review>(),
      ),
  });
}

/** Several employers' averages in one call (a center's list): userId → summary. */
export function useEmployerRatings(userIds: readonly number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'employers', ids],
    enabled: ids.length > 0,
    queryFn: async () =>
      new Map(
        dataOr(await callApi('getEmployerRatings', { userIds: ids }, { silent: true }), []).map((r) => [r.userId, r]),
      ),
  });
}

/** The ids of the completed tasks the viewer may still review. */
export function usePendingReviews(enabled: boolean) {
  return useQuery({
    queryKey: [...MY_REVIEWS_KEY, 'pending'],
    enabled,
    queryFn: async () =>
      new Set(dataOr(await callApi('getMyPendingReviews', undefined, { silent: true }), []).map((p) => p.orderId)),
  });
}

/** submit / reply → whether it succeeded (a refusal is the client's error toast); `busy` while one runs. */
export function useReviewActions() {
  const queryClient = useQueryClient();
  // A second submit while one runs answers false without writing.
  const { run, busy } = useChange(async (work: () => Promise<{ success: boolean }>): Promise<boolean> => {
    const { success } = await work();
    if (success)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
      ]);
    return success;
  }, false);
  const submit = useCallback(
    (orderId: number, scores: [number, number, number], content: string) =>
      run(() => callApi('submitReview', { orderId, scores, content })),
    [run],
  );
  const reply = useCallback(
    (reviewId: number, content: string) => run(() => callApi('replyReview', { reviewId, content })),
    [run],
  );
  return { submit, reply, busy };
}

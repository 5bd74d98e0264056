/** The exam reviewers' desk (issue 9, operators only): submitted answers and scoring on the rubric. */
import type { EndpointInput } from '@bazaar/domain/api';
import type { ExamReviewItem } from '@bazaar/domain/entities';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

const EXAM_REVIEWS_KEY = ['admin', 'exam-reviews'] as const;
export const EXAM_REVIEWS_PAGE_SIZE = 10;

export function useExamReviews(status: 'pending' | 'reviewed', current: number) {
  return useQuery({
    queryKey: [...EXAM_REVIEWS_KEY, status, current],
    queryFn: async () =>
      dataOr(
        await callApi('getExamReviewPage', { status, current, pageSize: EXAM_REVIEWS_PAGE_SIZE }),
        emptyPage<ExamReviewItem>(),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReviewExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<'reviewExam'>) => (await callApi('reviewExam', input)).success,
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: EXAM_REVIEWS_KEY });
    },
  });
}

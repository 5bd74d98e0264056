/**
 * The growth pages' calls (issue 9): one exam type's result and its actions, the capability model,
 * growth plans, the diagnosis and health reports. Keys start with GROWTH_KEY so one invalidation after an
 * action refreshes them all (and the session's projectList, whose progress may have moved).
 */
import type { EndpointData } from '@bazaar/domain/api';
import type { ExamType } from '@bazaar/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';
import { GROWTH_PROJECTS_KEY } from '@/shared/session/session-store';
import { uploadForm, type UploadResult } from '@/shared/uploads/upload-form';

const GROWTH_KEY = ['growth'] as const;
export type ExamResult = EndpointData<'getResultOfCapacityModel'>;

async function required<N extends Parameters<typeof callApi>[0]>(p: ReturnType<typeof callApi<N>>) {
  const result = await p;
  if (!result.success || result.data === null) throw new Error(result.resultMessage || '加载失败');
  return result.data;
}

export function useExamResult(type: ExamType) {
  return useQuery({
    queryKey: [...GROWTH_KEY, 'exam', type],
    queryFn: () => required(callApi('getResultOfCapacityModel', { type })),
  });
}

export function useCapacityModel() {
  return useQuery({
    queryKey: [...GROWTH_KEY, 'model'],
    queryFn: () => required(callApi('getCapacityModel')),
  });
}

export function useGrowthPlans() {
  return useQuery({
    queryKey: [...GROWTH_KEY, 'plans'],
    queryFn: async () => dataOr(await callApi('getGrowthPlanList'), []),
  });
}

export function useDiagnosis() {
  return useQuery({ queryKey: [...GROWTH_KEY, 'diagnosis'], queryFn: () => required(callApi('getMyDiagnosis')) });
}

export function useHealth() {
  return useQuery({ queryKey: [...GROWTH_KEY, 'health'], queryFn: () => required(callApi('getMyAccountHealth')) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GROWTH_KEY }),
      queryClient.invalidateQueries({ queryKey: GROWTH_PROJECTS_KEY }),
    ]);
}

/** Starts an exam (the server's clock) or submits the uploaded answer. */
export function useExamAction(type: ExamType) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { action: 'start' } | { action: 'submit'; answerUrl: string }) =>
      callApi('capacityModelTest', { type, ...input }),
    onSuccess: (result) => (result.success ? refresh() : undefined),
  });
}

export function useJoinPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ planId, join }: { planId: number; join: boolean }) =>
      callApi(join ? 'joinGrowthPlan' : 'leaveGrowthPlan', { planId }),
    onSuccess: (result) => (result.success ? refresh() : undefined),
  });
}

/** The answer image through the ordinary upload call (checked and stored like work images). */
export function uploadAnswer(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult<{ callbackResult: string; width: number; height: number }[]>> {
  const form = new FormData();
  form.append('files', file);
  return uploadForm('upload', form, onProgress);
}

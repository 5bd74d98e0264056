/** Designer onboarding calls (issue 8): my latest application (and mobile), apply, sample uploads. */
import type { EndpointInput } from '@bazaar/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/client';
import { UPLOAD_FAILED, uploadForm } from '@/shared/uploads/upload-form';

const MY_APPLICATION_KEY = ['join', 'mine'] as const;

export function useMyApplication(enabled: boolean) {
  return useQuery({
    queryKey: MY_APPLICATION_KEY,
    queryFn: async () => {
      const result = await callApi('getMyJoinApplication');
      if (!result.success || !result.data) throw new Error(result.resultMessage || '加载失败');
      return result.data;
    },
    enabled,
  });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<'applyJoin'>) => callApi('applyJoin', input),
    onSuccess: (result) => {
      if (result.success) void queryClient.invalidateQueries({ queryKey: MY_APPLICATION_KEY });
    },
  });
}

export type SampleUpload = { ok: true; url: string } | { ok: false; message: string };

/** One sample through the checked upload call (type and size checked by the api, docs/product.md §7 upload). */
export async function uploadSample(file: File, onProgress: (fraction: number) => void): Promise<SampleUpload> {
  const form = new FormData();
  form.append('files', file, file.name);
  const result = await uploadForm('upload', form, onProgress);
  if (!result.ok) return result;
  const url = result.data[0]?.callbackResult;
  return url ? { ok: true, url } : { ok: false, message: UPLOAD_FAILED };
}

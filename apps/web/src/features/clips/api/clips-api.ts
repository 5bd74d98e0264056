/**
 * Short video works (issue 9): the designer's clips and everyone's (/zt/clips), upload with progress
 * (multipart through the shared uploader: fetch cannot report upload progress) and delete.
 */
import { appendClipUpload } from '@bazaar/domain/rules/clip-file';
import { CLIP_PAGE_SIZE } from '@bazaar/domain/constants/clips';
import type { Clip, Page } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { uploadForm, type UploadResult } from '@/shared/uploads/upload-form';

const CLIPS_KEY = ['clips'] as const;

/** One page of clips: the caller's own (`getMyClipPage`) or everyone's (`getClipPage`, /zt/clips). */
function useClipPage(scope: 'mine' | 'all', current: number) {
  return useQuery({
    queryKey: [...CLIPS_KEY, scope, current],
    queryFn: async (): Promise<Page<Clip>> =>
      dataOr(
        await callApi(scope === 'mine' ? 'getMyClipPage' : 'getClipPage', { current, pageSize: CLIP_PAGE_SIZE }),
        emptyPage<Clip>(),
      ),
    placeholderData: keepPreviousData,
  });
}

export const useMyClips = (current: number) => useClipPage('mine', current);
export const useAllClips = (current: number) => useClipPage('all', current);

export interface ClipUpload {
  title: string;
  video: File;
  poster: Blob;
}

export function useUploadClip() {
  const client = useQueryClient();
  return async (
    input: ClipUpload,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<UploadResult<Clip>> => {
    const form = new FormData();
    // The title first: the api reads the parts in order and judges the video while it streams.
    appendClipUpload<Blob>(form, input);
    const result = await uploadForm('uploadClip', form, onProgress, signal);
    if (result.ok) await client.invalidateQueries({ queryKey: CLIPS_KEY });
    return result;
  };
}

export function useDeleteClip() {
  const client = useQueryClient();
  return async (clipId: number): Promise<boolean> => {
    const result = await callApi('deleteClip', { clipId });
    if (result.success) await client.invalidateQueries({ queryKey: CLIPS_KEY });
    return result.success;
  };
}

/**
 * The editor's images as slots: existing ones (an edit) and new files uploading with progress. Order is
 * the work's image order (the first is the cover); moving and removing work on any slot.
 */
import { WORK_IMAGES_MAX } from '@bazaar/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadImage, type UploadedImage } from '../api/upload-image';
import { checkImageFile, move, TOO_MANY_IMAGES } from '@bazaar/domain/rules/work-form';

export interface ImageSlot {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0–1 while uploading. */
  progress: number;
  /** An object URL for a new file; null for a stored image (shown through the image service). */
  blobUrl: string | null;
  image: UploadedImage | null;
  message: string | null;
}

let nextKey = 0;
const newKey = () => `slot-${++nextKey}`;

export function useImageSlots(initial: readonly UploadedImage[]) {
  const [slots, setSlots] = useState<ImageSlot[]>(() =>
    initial.map((image, i) => ({
      key: newKey(),
      name: `图片${i + 1}`,
      status: 'done',
      progress: 1,
      blobUrl: null,
      image,
      message: null,
    })),
  );
  const aborts = useRef(new Map<string, AbortController>());
  const blobs = useRef(new Set<string>());

  // Leaving the editor cancels unfinished uploads and frees the previews.
  useEffect(() => {
    const pending = aborts.current;
    const urls = blobs.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<ImageSlot>) => {
    setSlots((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }, []);

  const add = useCallback(
    async (files: readonly File[], taken: number) => {
      const room = WORK_IMAGES_MAX - taken;
      if (files.length > room) toast.warning(TOO_MANY_IMAGES);
      for (const file of files.slice(0, Math.max(room, 0))) {
        const problem = await checkImageFile(file);
        if (problem) {
          toast.error(`${file.name}：${problem}`);
          continue;
        }
        const key = newKey();
        const blobUrl = URL.createObjectURL(file);
        blobs.current.add(blobUrl);
        const controller = new AbortController();
        aborts.current.set(key, controller);
        setSlots((list) => [
          ...list,
          { key, name: file.name, status: 'uploading', progress: 0, blobUrl, image: null, message: null },
        ]);
        void uploadImage(file, (progress) => patch(key, { progress }), controller.signal).then((outcome) => {
          aborts.current.delete(key);
          if (controller.signal.aborted) return;
          patch(
            key,
            outcome.ok
              ? { status: 'done', progress: 1, image: outcome.image }
              : { status: 'error', message: outcome.message },
          );
        });
      }
    },
    [patch],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    setSlots((list) => {
      const gone = list.find((s) => s.key === key);
      if (gone?.blobUrl) {
        URL.revokeObjectURL(gone.blobUrl);
        blobs.current.delete(gone.blobUrl);
      }
      return list.filter((s) => s.key !== key);
    });
  }, []);

  const shift = useCallback((key: string, by: -1 | 1) => {
    setSlots((list) =>
      move(
        list,
        list.findIndex((s) => s.key === key),
        by,
      ),
    );
  }, []);

  return { slots, add, remove, shift };
}

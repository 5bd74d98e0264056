/**
 * The editor's images as slots: existing ones (an edit) and new files uploading with progress. Order is
 * the work's image order (the first is the cover); moving and removing work on any slot. The slots' changes,
 * the checks and the uploads are the domain's (`@bazaar/domain/rules/work-form`, shared with the phone's
 * editor); this hook holds them.
 */
import { useEffect, useReducer, useState } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadImage, type UploadedImage } from '../api/upload-image';
import { createSlotUploads, imageSlotsReducer, storedSlots, type ImageSlot } from '@bazaar/domain/rules/work-form';

export type { ImageSlot };

export function useImageSlots(initial: readonly UploadedImage[]) {
  const [slots, dispatch] = useReducer(imageSlotsReducer, initial, storedSlots);
  const [uploads] = useState(() =>
    createSlotUploads({
      dispatch,
      abortable: () => new AbortController(),
      upload: async (file: File, onProgress, signal: AbortSignal) => {
        const outcome = await uploadImage(file, onProgress, signal);
        return outcome.ok ? outcome.image : outcome.message;
      },
      preview: { create: (file) => URL.createObjectURL(file), revoke: (url) => URL.revokeObjectURL(url) },
      refuse: (message, why) => (why === 'count' ? toast.warning(message) : toast.error(message)),
    }),
  );
  // Leaving the editor cancels unfinished uploads and frees the previews.
  useEffect(() => () => uploads.dispose(), [uploads]);

  const shift = (key: string, by: -1 | 1) => dispatch({ type: 'move', key, by });
  return { slots, add: uploads.add, remove: uploads.remove, shift };
}

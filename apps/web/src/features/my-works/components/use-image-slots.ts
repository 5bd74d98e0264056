/**
 * The editor's images as slots (`@bazaar/react/work-editor`, shared with the phone's editor), uploading through
 * the web's client; a file past the most a work takes is a warning, a refused file an error.
 */
import { useImageSlots as useImageSlotsOf } from '@bazaar/react/work-editor';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadImage, type UploadedImage } from '../api/upload-image';

export type { ImageSlot } from '@bazaar/react/work-editor';

export const useImageSlots = (initial: readonly UploadedImage[]) =>
  useImageSlotsOf(initial, {
    upload: async (file, onProgress, signal) => {
      const outcome = await uploadImage(file, onProgress, signal);
      return outcome.ok ? outcome.image : outcome.message;
    },
    refuse: (message, why) => (why === 'count' ? toast.warning(message) : toast.error(message)),
  });

import { toast } from '@/shared/toast';

/**
 * Copies `text` and says `copied`; without a clipboard (an old in-app browser, a page not allowed it) says `failed`.
 * Answers whether it copied (a caller may then select the text for a long press).
 */
export async function copyText(text: string, copied: string, failed: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.info(copied);
    return true;
  } catch {
    toast.error(failed);
    return false;
  }
}

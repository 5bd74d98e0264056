/**
 * The quick-publish dialog's opener (docs/product.md §2 "Quick-publish dialog", §9 sourceType). Zod-free and as small
 * as it can be: the toolbar, the designer cards and the task hall call it on the first load (home first-load
 * budget ≤ 130 kB); the dialog itself is a lazy chunk that `QuickPublishHost` loads only once opened.
 */
import { SOURCE_TYPE_DEFAULT } from '@bazaar/domain/constants';
import type { QuickPublishRequest } from '@bazaar/domain/rules/quick-publish-form';

/** One opening: what it asks for (雇佣TA's designer, the sourceType) and its count — each starts from an empty form. */
export type QuickPublishOpening = QuickPublishRequest & { n: number };

let listener: ((opening: QuickPublishOpening) => void) | null = null;
/** An opening made before the host was mounted (a click before the toolbar's chunk arrived). */
let pending: QuickPublishOpening | null = null;
let opened = 0;

/** The host registers here (one at a time) and receives an opening that waited for it; null unregisters. */
export function setQuickPublishListener(next: typeof listener): void {
  listener = next;
  if (next && pending) next(pending);
  if (next) pending = null;
}

export function openQuickPublish(options: { designerId?: number | null; sourceType?: number } = {}): void {
  const opening: QuickPublishOpening = {
    designerId: options.designerId ?? null,
    sourceType: options.sourceType ?? SOURCE_TYPE_DEFAULT,
    n: ++opened,
  };
  if (listener) listener(opening);
  else pending = opening;
}

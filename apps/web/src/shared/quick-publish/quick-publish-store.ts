/**
 * The quick-publish dialog's opener (docs/product.md §2 "Quick-publish dialog", §9 sourceType). Zod-free and as small
 * as it can be: the toolbar, the designer cards and the task hall call it on the first load (home first-load
 * budget ≤ 130 kB); the dialog itself is a lazy chunk that `QuickPublishHost` loads only once opened.
 */
import { SOURCE_TYPE_DEFAULT } from '@bazaar/domain/constants';

export interface QuickPublishRequest {
  /** 雇佣TA: the designer the task is offered to; null for an open task. */
  designerId: number | null;
  /** docs/product.md §9: 10111010 by default, 10111020 from the floating toolbar. */
  sourceType: number;
  /** Counts openings: each one starts from an empty form. */
  n: number;
}

let listener: ((request: QuickPublishRequest) => void) | null = null;
/** An opening made before the host was mounted (a click before the toolbar's chunk arrived). */
let pending: QuickPublishRequest | null = null;
let opened = 0;

/** The host registers here (one at a time) and receives an opening that waited for it; null unregisters. */
export function setQuickPublishListener(next: typeof listener): void {
  listener = next;
  if (next && pending) next(pending);
  if (next) pending = null;
}

export function openQuickPublish(options: { designerId?: number | null; sourceType?: number } = {}): void {
  const request = {
    designerId: options.designerId ?? null,
    sourceType: options.sourceType ?? SOURCE_TYPE_DEFAULT,
    n: ++opened,
  };
  if (listener) listener(request);
  else pending = request;
}

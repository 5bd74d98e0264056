/**
 * The quick-publish dialog's opener (spec §2 "Quick-publish dialog", §9 sourceType). Zod-free and tiny: the
 * toolbar, the designer cards and the task hall call `openQuickPublish` on the first load; the dialog itself
 * is a lazy chunk (`QuickPublishHost`) that loads only once something opened it (home first-load budget).
 */
import { SOURCE_TYPE_DEFAULT, SOURCE_TYPE_TOOLBAR } from '@bazaar/domain/constants';

export interface QuickPublishRequest {
  /** 雇佣TA: the designer the task is offered to; null for an open task. */
  designerId: number | null;
  /** spec §9: 10111010 by default, 10111020 from the floating toolbar. */
  sourceType: number;
}

/** closed → form (the dialog) → success (the 恭喜您 modal) → closed. */
export type QuickPublishState =
  | { phase: 'closed' }
  | { phase: 'form'; request: QuickPublishRequest; openedAt: number }
  | { phase: 'success' };

let state: QuickPublishState = { phase: 'closed' };
let opened = 0;
const listeners = new Set<() => void>();

function set(next: QuickPublishState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openQuickPublish(options: { designerId?: number | null; sourceType?: number } = {}): void {
  opened += 1;
  set({
    phase: 'form',
    request: { designerId: options.designerId ?? null, sourceType: options.sourceType ?? SOURCE_TYPE_DEFAULT },
    openedAt: opened,
  });
}

/** The triggers of spec §2 with their sourceType (spec §9). */
export const quickPublishFrom = {
  /** The floating toolbar's 发布任务. */
  toolbar: () => openQuickPublish({ sourceType: SOURCE_TYPE_TOOLBAR }),
  /** 雇佣TA on a designer card, a work's designer panel or a designer's homepage. */
  hire: (designerId: number) => openQuickPublish({ designerId }),
  /** The task hall's 发布任务. */
  hall: () => openQuickPublish(),
};

export const showQuickPublishSuccess = (): void => set({ phase: 'success' });
export const closeQuickPublish = (): void => set({ phase: 'closed' });

export function subscribeQuickPublish(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const quickPublishState = (): QuickPublishState => state;

/**
 * The triggers of docs/product.md §2 with their sourceType (docs/product.md §9). Apart from the store, so that each trigger's
 * chunk carries them and the app shell (which holds the store) does not.
 */
import { SOURCE_TYPE_TOOLBAR } from '@bazaar/domain/constants';
import { openQuickPublish } from './quick-publish-store';

/** The triggers of docs/product.md §2 with their sourceType (docs/product.md §9). */
export const quickPublishFrom = {
  /** The floating toolbar's 发布任务. */
  toolbar: () => openQuickPublish({ sourceType: SOURCE_TYPE_TOOLBAR }),
  /** 雇佣TA on a designer card, a work's designer panel or a designer's homepage. */
  hire: (designerId: number) => openQuickPublish({ designerId }),
  /** The task hall's 发布任务. */
  hall: () => openQuickPublish(),
};

import type { Designer } from '@bazaar/domain/entities';
import { quickPublishFrom } from '../quick-publish/quick-publish-triggers';

/**
 * 雇佣TA on a designer card (/designer, search, favourites, home): the quick-publish dialog with the
 * designer's id (docs/design.md designer card; docs/product.md §2). One's own card is refused inside the dialog (docs/product.md §5).
 */
export function useHireDesigner(): (designer: Designer) => void {
  return (designer) => quickPublishFrom.hire(designer.userId);
}

import type { Designer } from '@bazaar/domain/entities';
import { quickPublishFrom } from '../quick-publish/quick-publish-triggers';

/**
 * 雇佣TA on a designer card (/designer, search, favourites, home): the quick-publish dialog with the
 * designer's id (DESIGN.md designer card; spec §2). One's own card is refused inside the dialog (spec §5).
 */
export function useHireDesigner(): (designer: Designer) => void {
  return (designer) => quickPublishFrom.hire(designer.userId);
}

import { FavoritesView, type FavoriteTab } from '../components/favorites-view';
import * as paths from '@/shared/lib/paths';

/** The employer center's two favourite lists (docs/product.md §2 /uc/works 收藏的作品, /uc/designer 我的人才库). */
const TABS: FavoriteTab[] = [
  { kind: 'works', label: '收藏的作品', to: paths.favoriteWorks },
  { kind: 'talent', label: '我的人才库', to: paths.talentPool },
];

export function UcWorksPage() {
  return <FavoritesView title="收藏的作品" kind="works" path={paths.favoriteWorks} tabs={TABS} />;
}

export function UcDesignerPage() {
  return <FavoritesView title="我的人才库" kind="talent" path={paths.talentPool} tabs={TABS} />;
}

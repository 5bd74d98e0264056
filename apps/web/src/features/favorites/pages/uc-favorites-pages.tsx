import { FavoritesView, type FavoriteTab } from '../components/favorites-view';

/** The employer center's two favourite lists (docs/product.md §2 /uc/works 收藏的作品, /uc/designer 我的人才库). */
const TABS: FavoriteTab[] = [
  { kind: 'works', label: '收藏的作品', to: '/uc/works' },
  { kind: 'talent', label: '我的人才库', to: '/uc/designer' },
];

export function UcWorksPage() {
  return <FavoritesView title="收藏的作品" kind="works" path="/uc/works" tabs={TABS} />;
}

export function UcDesignerPage() {
  return <FavoritesView title="我的人才库" kind="talent" path="/uc/designer" tabs={TABS} />;
}

import { useParams } from 'react-router';
import { FavoritesView, type FavoriteTab } from '../components/favorites-view';
import * as paths from '@/shared/lib/page-paths';

const TABS: FavoriteTab[] = [
  { kind: 'works', label: '作品', to: paths.favorites('works') },
  { kind: 'talent', label: '设计师', to: paths.favorites('designer') },
];

/** /favorite/{type?}: works (default) or designer; open to visitors, whose favourites are local. */
export function FavoritePage() {
  const type = useParams().type;
  const kind = type === 'designer' ? 'talent' : 'works';
  return (
    <FavoritesView
      title="我的收藏"
      kind={kind}
      path={kind === 'works' ? '/favorite/works' : '/favorite/designer'}
      tabs={TABS}
    />
  );
}

export default FavoritePage;

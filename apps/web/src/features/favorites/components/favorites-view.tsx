import { Link, useSearchParams } from 'react-router';
import { FavoriteToggle } from '@/shared/favorites/favorite-toggle';
import type { FavoriteKind } from '@/shared/favorites/favorite-store';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import { useHireDesigner } from '@/shared/lib/use-hire-designer';
import { positiveIntParam } from '@/shared/lib/search-params';
import { DesignerCard, DesignerCardSkeleton } from '@/shared/ui/cards/designer-card';
import grid from '@/shared/ui/cards/grid.module.css';
import { WorkCard, WorkCardSkeleton } from '@/shared/ui/cards/work-card';
import { ListPage } from '@/shared/ui/list-page';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { FAVORITES_PAGE_SIZE, useFavorites } from '../api/get-favorites';
import styles from './favorites-view.module.css';

export interface FavoriteTab {
  kind: FavoriteKind;
  label: string;
  to: string;
}

interface FavoritesViewProps {
  title: string;
  kind: FavoriteKind;
  /** The page's own path, for paging links. */
  path: string;
  tabs: FavoriteTab[];
}

const EMPTY: Record<FavoriteKind, { text: string; to: string }> = {
  works: { text: '还没有收藏的作品', to: paths.works() },
  talent: { text: '还没有收藏的设计师', to: paths.designers },
};

/**
 * A favourites list with removal (the toggle on each card) and the empty state of issue 6
 * (还没有收藏的作品 · 去逛逛). Removing one refetches the list (the toggle invalidates MY_FAVORITES_KEY).
 */
export function FavoritesView({ title, kind, path, tabs }: FavoritesViewProps) {
  const [params] = useSearchParams();
  const current = positiveIntParam(params.get('current')) ?? 1;
  const { data, isPending: loading } = useFavorites(kind, current);
  const hire = useHireDesigner();

  return (
    <ListPage title={title} count={data && data.page.total > 0 ? `共 ${data.page.total} 个` : null}>
      <nav className={styles.tabs} aria-label="收藏类型">
        {tabs.map((t) => (
          <Link key={t.kind} to={t.to} className={styles.tab} aria-current={t.kind === kind ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {loading ? (
        <div className={kind === 'works' ? grid.works : grid.designers}>
          {Array.from({ length: 4 }, (_, i) =>
            kind === 'works' ? <WorkCardSkeleton key={i} /> : <DesignerCardSkeleton key={i} />,
          )}
        </div>
      ) : !data || data.page.rows.length === 0 ? (
        <EmptyState text={EMPTY[kind].text} actionLabel="去逛逛" to={EMPTY[kind].to} />
      ) : data.kind === 'works' ? (
        <ul className={grid.works}>
          {data.page.rows.map((w) => (
            <li key={w.worksId} className={styles.item}>
              <WorkCard work={w} />
              <div className={styles.remove}>
                <FavoriteToggle kind="works" id={w.worksId} isAdd variant="icon" />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={grid.designers}>
          {data.page.rows.map((d) => (
            <li key={d.userId}>
              <DesignerCard designer={{ ...d, isAdd: true }} onHire={hire} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          current={current}
          total={data.page.total}
          pageSize={FAVORITES_PAGE_SIZE}
          hrefFor={(page) => withQuery(path, { current: page === 1 ? undefined : page })}
        />
      )}
    </ListPage>
  );
}

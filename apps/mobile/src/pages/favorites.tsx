/** 我的收藏: works (/favorite, /favorite/works, /uc/works) or designers (/favorite/designer), loading as you scroll. */
import { Link, useParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { DesignerCard, WorkCard } from '@/shared/ui/cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export default function FavoritesPage() {
  const designers = useParams().type === 'designer';
  return (
    <>
      <nav className="m-chips" aria-label="收藏类型">
        <Link className="m-chip" to="/favorite/works" replace aria-current={designers ? undefined : 'page'}>
          作品
        </Link>
        <Link className="m-chip" to="/favorite/designer" replace aria-current={designers ? 'page' : undefined}>
          设计师
        </Link>
      </nav>
      {designers ? <FavoriteDesigners /> : <FavoriteWorks />}
    </>
  );
}

function FavoriteWorks() {
  const list = usePaged(
    'favorite-works',
    async (current, pageSize) => dataOr(await call('getMyFavoriteWorksPage', { current, pageSize }), null),
    (w) => w.worksId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        <Empty text="还没有收藏的作品" action={{ to: '/works', label: '去逛逛' }} />
      ) : (
        <div className="m-grid">
          {list.rows.map((w) => (
            <WorkCard key={w.worksId} work={w} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={4} className="m-skeleton-work" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

function FavoriteDesigners() {
  const list = usePaged(
    'favorite-designers',
    async (current, pageSize) => dataOr(await call('getMyFavoriteTalentPage', { current, pageSize }), null),
    (d) => d.userId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        <Empty text="还没有收藏的设计师" action={{ to: '/designer', label: '去看看设计师' }} />
      ) : (
        <div className="m-stack">
          {list.rows.map((d) => (
            <DesignerCard key={d.userId} designer={d} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

/**
 * 我的收藏: works (/favorite, /favorite/works) or designers (/favorite/designer), loading as you scroll; in the
 * employer centre the same lists as the desktop's 收藏的作品 (/uc/works) and 我的人才库 (/uc/designer). A saved
 * designer can be hired from the list (雇佣TA: the quick-publish sheet with their id, as the desktop's cards).
 */
import '@/styles/pages-centre.css';
import { Link, useLocation, useParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { useQuickPublish } from '@/shared/quick-publish';
import { useSession } from '@/shared/session';
import { usePaged } from '@/shared/use-paged';
import { DesignerCard, WorkCard } from '@/shared/ui/cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

const TABS = {
  favorite: [
    { to: '/favorite/works', label: '作品' },
    { to: '/favorite/designer', label: '设计师' },
  ],
  uc: [
    { to: '/uc/works', label: '收藏的作品' },
    { to: '/uc/designer', label: '我的人才库' },
  ],
};

export default function FavoritesPage() {
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const type = useParams().type;
  const uc = path.startsWith('/uc/');
  const designers = uc ? path === '/uc/designer' : type === 'designer';
  return (
    <>
      <nav className="m-chips" aria-label="收藏类型">
        {(uc ? TABS.uc : TABS.favorite).map((tab, i) => (
          <Link
            key={tab.to}
            className="m-chip"
            to={tab.to}
            replace
            aria-current={designers === (i === 1) ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
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
  const { user } = useSession();
  const publish = useQuickPublish();
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
            <div key={d.userId} className="m-talent">
              <DesignerCard designer={d} />
              {d.userId !== user?.userId && (
                <button
                  type="button"
                  className="m-button m-button-ghost m-talent-hire"
                  aria-haspopup="dialog"
                  aria-label={`雇佣TA：${d.name}`}
                  onClick={() => publish.open({ designerId: d.userId })}
                >
                  雇佣TA
                </button>
              )}
            </div>
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
        </div>
      )}
      <ListEnd list={list} />
      {publish.sheet}
    </div>
  );
}

/**
 * The top bar (NavBar): back on every page but the tab roots, the page title, search on the roots — and there, for
 * a logged-in user, 消息 with the unread count (issue 25).
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from '@/shared/router';
import { BackIcon, SearchIcon } from './icons';
import { InboxTopBarButton } from './inbox-slots';

// 分享 (a work, a task, a homepage): its own chunk, so the home page's first load does not carry it.
const ShareButton = lazy(() => import('./share-button'));

export function TopBar({ title, root, share = false }: { title: string; root: boolean; share?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened from a shared link has no history here: back goes home instead of leaving the site.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <header className="m-topbar">
      <div className="m-topbar-side">
        {!root && (
          <button type="button" className="m-icon-button" aria-label="返回" onClick={back}>
            <BackIcon />
          </button>
        )}
        {root && <InboxTopBarButton />}
      </div>
      <h1 className="m-topbar-title">{title}</h1>
      <div className="m-topbar-side m-topbar-end">
        {root && (
          <Link to="/search" className="m-icon-button" aria-label="搜索">
            <SearchIcon />
          </Link>
        )}
        {share && (
          <Suspense fallback={null}>
            <ShareButton />
          </Suspense>
        )}
      </div>
    </header>
  );
}

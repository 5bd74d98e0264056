/** The top bar (NavBar): back on every page but the tab roots, the page title, search on the roots. */
import { Link, useLocation, useNavigate } from '@/shared/router';
import { BackIcon, SearchIcon } from './icons';

export function TopBar({ title, root }: { title: string; root: boolean }) {
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
      </div>
      <h1 className="m-topbar-title">{title}</h1>
      <div className="m-topbar-side m-topbar-end">
        {root && (
          <Link to="/search" className="m-icon-button" aria-label="搜索">
            <SearchIcon />
          </Link>
        )}
      </div>
    </header>
  );
}

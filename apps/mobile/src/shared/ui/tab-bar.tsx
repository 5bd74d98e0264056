/**
 * The bottom tab bar (首页 / 作品 / 任务 / 我的): four 56 px targets above the home indicator. 我的 carries the
 * unread messages and notifications (issue 25), live, once logged in.
 */
import { NavLink } from '@/shared/router';
import { HomeIcon, MeIcon, TaskIcon, WorksIcon } from './icons';
import { InboxTabBadge } from './inbox-slots';

const TABS = [
  { to: '/', label: '首页', icon: <HomeIcon />, end: true },
  { to: '/works', label: '作品', icon: <WorksIcon />, end: false },
  { to: '/task', label: '任务', icon: <TaskIcon />, end: false },
  { to: '/my', label: '我的', icon: <MeIcon />, end: false },
];

export function TabBar() {
  return (
    <nav className="m-tabbar" aria-label="主导航">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="m-tab">
          {tab.icon}
          <span>{tab.label}</span>
          {tab.to === '/my' && <InboxTabBadge />}
        </NavLink>
      ))}
    </nav>
  );
}

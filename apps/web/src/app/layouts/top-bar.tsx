import { Link, useLocation } from 'react-router';
import { displayNickname } from '@bazaar/domain/format';
import { paths } from '@/shared/lib/paths';
import { useLogout } from '@/shared/session/use-logout';
import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import { DropdownMenu, type DropdownItem } from '@/shared/ui/dropdown-menu';
import styles from './top-bar.module.css';

/** spec §2 top bar menus. */
const DESIGNER_CENTER: readonly DropdownItem[] = [
  { label: '我的任务', to: '/u/task' },
  { label: '我的主页', to: '/my/home' },
  { label: '上传作品', to: '/u/works' },
];
const EMPLOYER_CENTER: readonly DropdownItem[] = [
  { label: '我的任务', to: paths.myTasks },
  { label: '我的人才库', to: paths.talentPool },
  { label: '收藏作品', to: paths.favoriteWorks },
];

/**
 * spec §2 top bar. Logged out: a login link carrying the current full path as `redirect` (not on the
 * login pages). Logged in: 设计师中心 (designers), 雇主中心, and the nickname menu with 账号设置 / 退出登录.
 * Nothing shows on the right until the session probe answers, so neither state flashes.
 */
export function TopBar() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const logout = useLogout();
  const onLogin = pathname === '/login' || pathname.startsWith('/login/');
  const account: readonly DropdownItem[] = [
    { label: '账号设置', to: '/my/setting' },
    { label: '退出登录', onSelect: () => void logout() },
  ];
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <p className={styles.welcome} data-login={session.isLogin || undefined}>
          欢迎来到设计集市，找到对的设计师
        </p>
        <nav className={styles.right} aria-label="用户菜单">
          {session.status === 'ready' && !session.isLogin && !onLogin && (
            <Link to={paths.login(pathname + search)} className={styles.link}>
              登录
            </Link>
          )}
          {session.isLogin && (
            <>
              {session.isDesigner && <DropdownMenu label="设计师中心" items={DESIGNER_CENTER} />}
              <DropdownMenu label="雇主中心" items={EMPLOYER_CENTER} />
              <DropdownMenu
                label={displayNickname(session.nickName)}
                items={account}
                align="end"
                icon={<span className={styles.avatar} aria-hidden="true" />}
              />
            </>
          )}
        </nav>
      </Container>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import styles from './top-bar.module.css';

const UserMenus = lazy(() => import('./user-menus'));

/**
 * docs/product.md §2 top bar. Logged out: a login link carrying the current full path as `redirect` (not on the
 * login pages). Logged in: 设计师中心 (designers), 雇主中心, and the nickname menu with 账号设置 / 退出登录.
 * Nothing shows on the right until the session probe answers, so neither state flashes.
 */
export function TopBar() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const onLogin = pathname === '/login' || pathname.startsWith('/login/');
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
            <Suspense fallback={null}>
              <UserMenus isDesigner={session.isDesigner} nickName={session.nickName} />
            </Suspense>
          )}
        </nav>
      </Container>
    </div>
  );
}

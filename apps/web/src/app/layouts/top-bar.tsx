import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import styles from './top-bar.module.css';

/**
 * spec §2 top bar. Logged out: a login link carrying the current path as `redirect` (not on /login).
 * The logged-in menus (designer center, employer center, nickname) come with the login issue.
 */
export function TopBar() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const onLogin = pathname === '/login' || pathname.startsWith('/login/');
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <p className={styles.welcome}>欢迎来到设计集市，找到对的设计师</p>
        <div className={styles.right}>
          {!session.isLogin && !onLogin && (
            <Link to={paths.login(pathname + search)} className={styles.link}>
              登录
            </Link>
          )}
        </div>
      </Container>
    </div>
  );
}

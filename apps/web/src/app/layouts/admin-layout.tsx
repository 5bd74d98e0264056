/**
 * The operators' console layout (issue 7): the top bar, a dark console header and a side menu. Later
 * console pages (content, reviews) add a line to ADMIN_MENU. A lazy chunk: only operators load it.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from './logo';
import { TopBar } from './top-bar';
import styles from './admin-layout.module.css';

const ADMIN_MENU = [{ title: '任务跟进', link: '/admin/tasks', hint: '新发布的任务、补全需求、开放报名' }] as const;

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo tone="dark" suffix="运营后台" />
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.side} aria-label="运营后台导航">
          <ul className={styles.menu}>
            {ADMIN_MENU.map((item) => (
              <li key={item.link}>
                <NavLink
                  to={item.link}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  <span className={styles.linkTitle}>{item.title}</span>
                  <span className={styles.linkHint}>{item.hint}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </>
  );
}

/**
 * The operators' console chrome (issue 7): the top bar, a dark console header and a side menu, wrapped around
 * each console page by the route table (`adminPage`) inside the blank layout. Later console pages (content, reviews) add a line to ADMIN_MENU.
 */
import { useEffect, useRef, type ReactNode } from 'react';
// Link + useLocation rather than NavLink: NavLink would join the framework chunk every page loads.
import { Link, useLocation } from 'react-router';
import { centerInRow } from '@/shared/lib/scroll-row';
import { Logo } from './logo';
import { TopBar } from './top-bar';
import styles from './admin-layout.module.css';
import * as paths from '@/shared/lib/page-paths';

const ADMIN_MENU = [
  { title: '任务跟进', link: paths.adminTasks, hint: '新发布的任务、补全需求、开放报名' },
  { title: '入驻审核', link: paths.adminJoin, hint: '设计师入驻申请：看作品、通过或说明原因' },
  { title: '举报处理', link: paths.adminReports, hint: '作品举报：下架或驳回，告知举报人' },
  { title: '测评评审', link: paths.adminExams, hint: '按评分标准为设计师的测评答卷打分' },
  { title: '内容管理', link: paths.adminCms, hint: '专题页、导航与首页位置，版本与回滚' },
  { title: '活动管理', link: paths.adminCampaigns, hint: '点赞活动与设计大赛：时间窗口与参赛作品' },
  { title: '纠纷处理', link: paths.adminDisputes, hint: '双方的原因与证据：支付、退款或按金额分配' },
  { title: '支付异常', link: paths.adminPayments, hint: '签名有效但未入账的支付通知：金额不符或订单不存在' },
] as const;

export default function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLUListElement>(null);
  // At ≤ 768 px the desks are one row that scrolls sideways: bring the open desk into the middle of it
  // (活动管理, the sixth, starts off-screen at 375 px). A no-op where the menu is a column.
  useEffect(() => {
    const row = menu.current;
    const active = row?.querySelector<HTMLElement>(`.${styles.active}`);
    if (row && active) centerInRow(active, row);
  }, [pathname]);
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
          <ul className={styles.menu} ref={menu}>
            {ADMIN_MENU.map((item) => (
              <li key={item.link}>
                <Link
                  to={item.link}
                  className={pathname.startsWith(item.link) ? `${styles.link} ${styles.active}` : styles.link}
                  aria-current={pathname === item.link ? 'page' : undefined}
                >
                  <span className={styles.linkTitle}>{item.title}</span>
                  <span className={styles.linkHint}>{item.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.content}>
          {children}
        </main>
      </div>
    </>
  );
}

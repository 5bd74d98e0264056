import { Container } from '@/shared/ui/container';
import { NavMenu, type NavItem } from '@/shared/ui/nav-menu';
import { Logo } from './logo';
import styles from './site-header.module.css';
import * as paths from '@/shared/lib/paths';

/** docs/product.md §2 designer header: home link; 我的主页 menu (my homepage, upload works); 任务管理 (my tasks). */
const DESIGNER_MENU: readonly NavItem[] = [
  { title: '首页', link: paths.home },
  {
    title: '我的主页',
    link: paths.myHome,
    subList: [
      { title: '我的主页', link: paths.myHome },
      { title: '上传作品', link: paths.myWorks() },
    ],
  },
  { title: '任务管理', link: paths.designerTasks, subList: [{ title: '我的任务', link: paths.designerTasks }] },
];

export function DesignerHeader() {
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Logo suffix="设计师中心" />
        <div className={styles.nav}>
          <NavMenu items={DESIGNER_MENU} label="设计师中心导航" />
        </div>
      </Container>
    </header>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useRouteEntry } from '../route-match';
import * as paths from '@/shared/lib/paths';
import { QuickPublishHost } from '@/shared/quick-publish/quick-publish-host';
import { quickPublishFrom } from '@/shared/quick-publish/quick-publish-triggers';
import { CloseIcon, HeartIcon } from '@/shared/ui/icons';
import { ArrowUpIcon, EditIcon, MoreIcon, UsersIcon } from '@/shared/ui/icons-more';
import styles from './floating-toolbar.module.css';

const ToolbarExtras = lazy(() => import('./toolbar-extras'));

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      {children}
      <span className={styles.tip} aria-hidden="true">
        {label}
      </span>
    </li>
  );
}

/** The toolbar's distance from the window's bottom edge (docs/design.md), and its gap above the footer. */
const BOTTOM = 120;
const ABOVE_FOOTER = 16;

/**
 * Keeps the toolbar above the site footer: where the footer has scrolled into view, the toolbar rises with
 * it instead of covering its links and 客服时间 (below 1344 px the column stands over the content's edge).
 * Written to a CSS variable, so scrolling re-renders nothing.
 */
function useFooterClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const footer = document.querySelector('footer');
      const el = ref.current;
      if (!footer || !el) return;
      const shown = window.innerHeight - footer.getBoundingClientRect().top;
      el.style.setProperty('--toolbar-bottom', `${Math.max(BOTTOM, shown + ABOVE_FOOTER)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages grow as their data arrives, which moves the footer without a scroll.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref]);
}

/**
 * docs/product.md §2 floating toolbar: 我的人才库, 收藏作品, 发布任务, 回到顶部 (not on zt-rank — that route uses the
 * plain layout). 发布任务 opens the quick-publish dialog (sourceType 10111020, docs/product.md §9); a visitor logs in
 * inside it. Below 1344 px (no room beside the content) the column folds into one "…" button.
 */
export function FloatingToolbar() {
  const [expanded, setExpanded] = useState(false);
  const extras = useRouteEntry()?.toolbar;
  const ref = useRef<HTMLElement>(null);
  useFooterClearance(ref);
  return (
    <aside ref={ref} className={styles.toolbar} data-expanded={expanded || undefined} aria-label="快捷工具">
      <ul id="floating-toolbar-items" className={styles.list}>
        {extras && (
          <Suspense fallback={null}>
            <ToolbarExtras {...extras} />
          </Suspense>
        )}
        <Item label="我的人才库">
          <Link to={paths.talentPool} className={styles.button} aria-label="我的人才库">
            <UsersIcon />
          </Link>
        </Item>
        <Item label="收藏作品">
          <Link to={paths.favoriteWorks} className={styles.button} aria-label="收藏作品">
            <HeartIcon />
          </Link>
        </Item>
        <Item label="发布任务">
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            aria-label="发布任务"
            aria-haspopup="dialog"
            onClick={quickPublishFrom.toolbar}
          >
            <EditIcon />
          </button>
        </Item>
        <Item label="回到顶部">
          <button
            type="button"
            className={styles.button}
            aria-label="回到顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUpIcon />
          </button>
        </Item>
      </ul>
      <button
        type="button"
        className={`${styles.button} ${styles.more}`}
        aria-label={expanded ? '收起快捷工具' : '展开快捷工具'}
        aria-expanded={expanded}
        aria-controls="floating-toolbar-items"
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? <CloseIcon /> : <MoreIcon />}
      </button>
      <QuickPublishHost />
    </aside>
  );
}

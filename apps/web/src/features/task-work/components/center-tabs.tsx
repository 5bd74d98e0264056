import { Link, useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';
import { tabFor, type StatusTab } from '../lib/center-tabs';
import styles from './centers.module.css';

export interface CenterTab {
  key: string;
  label: string;
  to: string;
}

/** A center's tabs as links (the tab is in the URL, so back/forward and reload keep it). */
export function CenterTabs({ tabs, active, label }: { tabs: readonly CenterTab[]; active: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.key} to={t.to} className={styles.tab} aria-current={t.key === active ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * A center's tab and page from the URL (?status=, ?current=), the tab links and the pager's hrefs — the
 * same for /uc/task and /u/task.
 */
export function useCenterTab(tabs: readonly StatusTab[], path: string) {
  const [params] = useSearchParams();
  const tab = tabFor(tabs, params.get('status'));
  const current = positiveIntParam(params.get('current')) ?? 1;
  const hrefFor = (key: string, page?: number) =>
    withQuery(path, { status: key === 'all' ? undefined : key, current: page && page > 1 ? page : undefined });
  const links: CenterTab[] = tabs.map((t) => ({ key: t.key, label: t.label, to: hrefFor(t.key) }));
  return { tab, current, links, pageHref: (page: number) => hrefFor(tab.key, page) };
}

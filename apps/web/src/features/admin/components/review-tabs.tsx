/**
 * The console desks' common frame (/admin/join, /admin/reports, /admin/exams, /admin/tasks): status tabs in
 * the URL (?status=) with the current tab's count, and the paged list of cards under them.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './admin.module.css';

/** A desk's title with its lead under it, and an action (a button) on the right when given. */
export function DeskHeader({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.pageHead}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children}
    </header>
  );
}

export function ReviewTabs<S extends string | number>({
  base,
  tabs,
  status,
  total,
  label,
}: {
  base: string;
  tabs: readonly { status: S; label: string }[];
  status: S;
  total: number | undefined;
  label: string;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.status}
          to={withQuery(base, { status: tab.status })}
          className={styles.tab}
          aria-current={tab.status === status ? 'page' : undefined}
        >
          {tab.label}
          {tab.status === status && total !== undefined ? <span className={styles.tabCount}>{total}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/** One page of a desk's cards: placeholders while loading, the empty line, or the cards and the pager. */
export function ReviewList<T>({
  query,
  empty,
  render,
  hrefFor,
  current,
  pageSize,
  placeholder = { count: 3, height: 220 },
}: {
  query: { isPending: boolean; isPlaceholderData: boolean; data?: { rows: T[]; total: number } | undefined };
  empty: string;
  render: (item: T) => ReactNode;
  hrefFor: (page: number) => string;
  current: number;
  pageSize: number;
  /** How many loading cards, and their height (about a real card's). */
  placeholder?: { count: number; height: number };
}) {
  if (query.isPending)
    return (
      <div className={styles.list}>
        {Array.from({ length: placeholder.count }, (_, i) => (
          <Skeleton key={i} style={{ height: placeholder.height, borderRadius: 8 }} />
        ))}
      </div>
    );
  if (!query.data?.rows.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <div className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
        {query.data.rows.map(render)}
      </div>
      <Pagination current={current} total={query.data.total} pageSize={pageSize} hrefFor={hrefFor} />
    </>
  );
}

/** The positive integer of a query value, or the fallback. */
export const positiveParam = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

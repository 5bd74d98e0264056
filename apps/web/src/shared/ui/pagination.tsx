import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

interface PaginationProps {
  current: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** The rows paging reaches (the api's `depth`): no page links past it (docs/decisions/007). */
  depth?: number | undefined;
}

/** Page numbers around the current one, with first/last and gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const set = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...set].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** The number of pages a pager offers: the total, or the paging depth when that is smaller. */
export function pageCount(total: number, pageSize: number, depth?: number): number {
  const reachable = depth === undefined ? total : Math.min(total, depth);
  return Math.max(1, Math.ceil(reachable / Math.max(1, pageSize)));
}

/** Links, not buttons: every page has a URL (paging lives in the query string). */
export function Pagination({ current, total, pageSize, hrefFor, depth }: PaginationProps) {
  const pages = pageCount(total, pageSize, depth);
  if (pages <= 1) return null;
  const prev = current > 1 ? hrefFor(current - 1) : null;
  const next = current < pages ? hrefFor(current + 1) : null;
  return (
    <nav className={styles.pagination} aria-label="分页">
      {prev ? (
        <Link to={prev} className={styles.item} aria-label="上一页">
          <ChevronLeftIcon size={16} />
        </Link>
      ) : (
        <span className={styles.item} aria-disabled="true">
          <ChevronLeftIcon size={16} />
        </span>
      )}
      {pageWindow(current, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className={styles.gap}>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            className={styles.item}
            aria-current={p === current ? 'page' : undefined}
            aria-label={`第 ${p} 页`}
          >
            {p}
          </Link>
        ),
      )}
      {next ? (
        <Link to={next} className={styles.item} aria-label="下一页">
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className={styles.item} aria-disabled="true">
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}

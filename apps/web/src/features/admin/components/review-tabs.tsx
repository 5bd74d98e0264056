/** Status tabs of a console review list, in the URL (?status=), with the current tab's count. */
import { Link } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import styles from './admin.module.css';

export function ReviewTabs({
  base,
  tabs,
  status,
  total,
  label,
}: {
  base: string;
  tabs: readonly { status: number; label: string }[];
  status: number;
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

/** The positive integer of a query value, or the fallback. */
export const positiveParam = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

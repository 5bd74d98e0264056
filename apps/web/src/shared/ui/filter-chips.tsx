/**
 * The filter chips and the sort switch of the browse pages (/works, /designer, /task): links, so the
 * state lives in the URL (back/forward and sharing work). One look for all three: the same chip height,
 * padding and colours, and on phones one row of chips that scrolls sideways to the screen's edge.
 */
import { Link } from 'react-router';
import { Skeleton } from './skeleton';
import styles from './filter-chips.module.css';

export interface FilterChip {
  label: string;
  href: string;
  current: boolean;
}

/** Placeholder chips while the categories load (the row keeps its height). */
function LoadingChips() {
  return Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className={styles.chipSkeleton} round />);
}

function Chips({ chips, loading }: { chips: FilterChip[]; loading?: boolean }) {
  return (
    <>
      {chips.map((c) => (
        <Link key={`${c.label} ${c.href}`} to={c.href} className={styles.chip} aria-current={c.current || undefined}>
          {c.label}
        </Link>
      ))}
      {loading && <LoadingChips />}
    </>
  );
}

/**
 * A labelled row of chips inside a filter panel. The label column's width comes from the panel's
 * `--filter-label-width` (72px unless set), so the chips of every row start at one line. `stackOnPhone`:
 * the label goes above its chips on phones (labels too long for a narrow column).
 */
export function FilterRow({
  id,
  label,
  chips,
  loading,
  stackOnPhone,
}: {
  /** Unique on the page: names the row's navigation for screen readers. */
  id: string;
  label: string;
  chips: FilterChip[];
  loading?: boolean;
  stackOnPhone?: boolean;
}) {
  return (
    <div className={styles.row} data-stack={stackOnPhone || undefined}>
      <span className={styles.label} id={id}>
        {label}
      </span>
      <nav aria-labelledby={id} className={styles.chips}>
        <Chips chips={chips} loading={loading} />
      </nav>
    </div>
  );
}

/** Chips standing on the page, not in a panel (filled, so they read as buttons), named by `label`. */
export function ChipNav({ label, chips, loading }: { label: string; chips: FilterChip[]; loading?: boolean }) {
  return (
    <nav aria-label={label} className={styles.chips} data-filled="">
      <Chips chips={chips} loading={loading} />
    </nav>
  );
}

/** The segmented sort switch (排序); on phones it spans the width, one equal part per option. */
export function SortSwitch({ options }: { options: FilterChip[] }) {
  return (
    <nav aria-label="排序" className={styles.sorts}>
      {options.map((o) => (
        <Link key={o.href} to={o.href} className={styles.sort} aria-current={o.current || undefined}>
          {o.label}
        </Link>
      ))}
    </nav>
  );
}

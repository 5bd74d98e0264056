import { TASK_PROPERTIES_NAME, TASK_STATUS_NAME } from '@bazaar/domain/constants';
import { Link } from 'react-router';
import { useCategories } from '@/shared/categories/get-categories';
import { Skeleton } from '@/shared/ui/skeleton';
import { HALL_PROPERTIES, HALL_STATUSES, withHallFilter, type HallFilters } from '../lib/task-filters';
import styles from './task-hall-filters.module.css';

interface Chip {
  label: string;
  href: string;
  current: boolean;
}

function Row({ label, chips, loading }: { label: string; chips: Chip[]; loading?: boolean }) {
  return (
    <div className={styles.row}>
      <span className={styles.label} id={`hall-filter-${label}`}>
        {label}
      </span>
      <nav aria-labelledby={`hall-filter-${label}`} className={styles.chips}>
        {chips.map((c) => (
          <Link key={c.href + c.label} to={c.href} className={styles.chip} aria-current={c.current || undefined}>
            {c.label}
          </Link>
        ))}
        {loading &&
          Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} style={{ width: 72, height: 32, borderRadius: 999 }} />
          ))}
      </nav>
    </div>
  );
}

/** 分类 / 状态 / 类型: links, so the state lives in the URL (back/forward and sharing work). */
export function TaskHallFilters({ filters }: { filters: HallFilters }) {
  const categories = useCategories();
  const all = (current: boolean, href: string): Chip => ({ label: '全部', href, current });
  return (
    <div className={styles.filters}>
      <Row
        label="分类"
        loading={categories.isPending}
        chips={[
          all(filters.categoryId === null, withHallFilter(filters, { categoryId: null })),
          ...(categories.data ?? []).map((c) => ({
            label: c.categoryName,
            href: withHallFilter(filters, { categoryId: String(c.categoryId) }),
            current: filters.categoryId === String(c.categoryId),
          })),
        ]}
      />
      <Row
        label="状态"
        chips={[
          all(filters.taskStatus === null, withHallFilter(filters, { taskStatus: null })),
          ...HALL_STATUSES.map((s) => ({
            label: TASK_STATUS_NAME[s] ?? String(s),
            href: withHallFilter(filters, { taskStatus: String(s) }),
            current: filters.taskStatus === String(s),
          })),
        ]}
      />
      <Row
        label="类型"
        chips={HALL_PROPERTIES.map((p) => ({
          label: TASK_PROPERTIES_NAME[p] ?? String(p),
          href: withHallFilter(filters, { taskProperties: p }),
          current: (filters.taskProperties ?? 1) === p,
        }))}
      />
    </div>
  );
}

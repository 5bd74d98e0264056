import { TASK_PROPERTIES_NAME, TASK_STATUS_NAME } from '@bazaar/domain/constants';
import { useCategories } from '@/shared/categories/get-categories';
import { FilterRow, type FilterChip } from '@/shared/ui/filter-chips';
import { HALL_PROPERTIES, HALL_STATUSES, withHallFilter, type HallFilters } from '../lib/task-filters';
import styles from './task-hall-filters.module.css';

/** 分类 / 状态 / 类型: links, so the state lives in the URL (back/forward and sharing work). */
export function TaskHallFilters({ filters }: { filters: HallFilters }) {
  const categories = useCategories();
  const all = (current: boolean, href: string): FilterChip => ({ label: '全部', href, current });
  return (
    <div className={styles.filters}>
      <FilterRow
        id="hall-filter-category"
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
      <FilterRow
        id="hall-filter-status"
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
      <FilterRow
        id="hall-filter-properties"
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

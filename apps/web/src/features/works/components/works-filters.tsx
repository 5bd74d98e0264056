import { WORKS_SORT } from '@bazaar/domain/constants';
import { Link } from 'react-router';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCategories } from '@/shared/categories/get-categories';
import styles from './works-filters.module.css';

interface WorksFiltersProps {
  categoryId: number | undefined;
  sortType: number;
  /** The URL for a changed filter (always back to page 1). */
  hrefFor: (change: { categoryId?: number | null; sortType?: number }) => string;
}

const SORTS = [
  { value: WORKS_SORT.newest, label: '最新' },
  { value: WORKS_SORT.hottest, label: '最热' },
];

/** Category chips and the 最新/最热 switch; both are links, so the state lives in the URL. */
export function WorksFilters({ categoryId, sortType, hrefFor }: WorksFiltersProps) {
  const categories = useCategories();
  return (
    <div className={styles.bar}>
      <nav aria-label="作品分类" className={styles.chips}>
        <Link
          to={hrefFor({ categoryId: null })}
          className={styles.chip}
          aria-current={categoryId === undefined || undefined}
        >
          全部
        </Link>
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} style={{ width: 72, height: 32, borderRadius: 999 }} />
            ))
          : (categories.data ?? []).map((c) => (
              <Link
                key={c.categoryId}
                to={hrefFor({ categoryId: c.categoryId })}
                className={styles.chip}
                aria-current={c.categoryId === categoryId || undefined}
              >
                {c.categoryName}
              </Link>
            ))}
      </nav>
      <nav aria-label="排序" className={styles.sorts}>
        {SORTS.map((s) => (
          <Link
            key={s.value}
            to={hrefFor({ sortType: s.value })}
            className={styles.sort}
            aria-current={s.value === sortType || undefined}
          >
            {s.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

import { WORKS_SORT } from '@bazaar/domain/constants';
import { useCategories } from '@/shared/categories/get-categories';
import { ChipNav, SortSwitch } from '@/shared/ui/filter-chips';
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
      <ChipNav
        label="作品分类"
        loading={categories.isPending}
        chips={[
          { label: '全部', href: hrefFor({ categoryId: null }), current: categoryId === undefined },
          ...(categories.data ?? []).map((c) => ({
            label: c.categoryName,
            href: hrefFor({ categoryId: c.categoryId }),
            current: c.categoryId === categoryId,
          })),
        ]}
      />
      <SortSwitch
        options={SORTS.map((s) => ({
          label: s.label,
          href: hrefFor({ sortType: s.value }),
          current: s.value === sortType,
        }))}
      />
    </div>
  );
}

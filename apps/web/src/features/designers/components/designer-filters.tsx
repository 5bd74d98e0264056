import { DESIGNER_LEVEL_NAME, DESIGNER_WORK_STATUS_NAME, TALENTS_SORT, WORKS_TYPE } from '@bazaar/domain/constants';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCategories } from '@/shared/categories/get-categories';
import { FilterRow, SortSwitch, type FilterChip } from '@/shared/ui/filter-chips';
import { SearchIcon } from '@/shared/ui/icons';
import type { TalentsFilters } from '../api/get-talents-page';
import { withFilter } from '../lib/filters';
import styles from './designer-filters.module.css';

interface Option<T> {
  value: T | undefined;
  label: string;
}

/** One chip per option, the selected one current (`undefined` is 全部). */
function chipsOf<T>(
  options: Option<T>[],
  selected: T | undefined,
  hrefFor: (value: T | undefined) => string,
): FilterChip[] {
  return options.map((o) => ({ label: o.label, href: hrefFor(o.value), current: o.value === selected }));
}

const ALL = { value: undefined, label: '全部' };
const LEVELS: Option<string>[] = [
  ALL,
  ...Object.entries(DESIGNER_LEVEL_NAME).map(([value, label]) => ({ value, label })),
];
const STATUSES: Option<number>[] = [
  ALL,
  ...Object.entries(DESIGNER_WORK_STATUS_NAME).map(([value, label]) => ({ value: Number(value), label })),
];
const TYPES: Option<number>[] = [
  ALL,
  { value: WORKS_TYPE.image, label: '图片作品' },
  { value: WORKS_TYPE.video, label: '视频作品' },
];
const SORTS = [
  { value: TALENTS_SORT.general, label: '综合' },
  { value: TALENTS_SORT.newest, label: '最新入驻' },
  { value: TALENTS_SORT.mostWorks, label: '作品最多' },
  { value: TALENTS_SORT.rating, label: '评分最高' },
];

/** The directory's filters (issue 6): category, level, work status, works type, sort and a keyword. */
export function DesignerFilters({ filters }: { filters: TalentsFilters }) {
  const categories = useCategories();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(withFilter(filters, { keyword: keyword.trim() || undefined }));
  };
  const categoryOptions: Option<number>[] = [
    ALL,
    ...(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName })),
  ];
  return (
    <section className={styles.panel} aria-label="筛选设计师">
      <div className={styles.top}>
        <form role="search" className={styles.search} onSubmit={submit}>
          <SearchIcon size={18} className={styles.searchIcon} />
          <input
            type="search"
            className={styles.input}
            placeholder="搜索设计师昵称"
            aria-label="搜索设计师昵称"
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <button type="submit" className={styles.submit}>
            搜索
          </button>
        </form>
        <SortSwitch
          options={SORTS.map((o) => ({
            label: o.label,
            href: withFilter(filters, { sortType: o.value }),
            current: o.value === filters.sortType,
          }))}
        />
      </div>
      <FilterRow
        id="designer-filter-category"
        label="擅长分类"
        stackOnPhone
        loading={categories.isPending}
        chips={chipsOf(categoryOptions, filters.categoryId, (categoryId) => withFilter(filters, { categoryId }))}
      />
      <FilterRow
        id="designer-filter-level"
        label="设计师等级"
        stackOnPhone
        chips={chipsOf(LEVELS, filters.designerLevelCode, (designerLevelCode) =>
          withFilter(filters, { designerLevelCode }),
        )}
      />
      <FilterRow
        id="designer-filter-work-status"
        label="接单状态"
        stackOnPhone
        chips={chipsOf(STATUSES, filters.designerWorkStatus, (designerWorkStatus) =>
          withFilter(filters, { designerWorkStatus }),
        )}
      />
      <FilterRow
        id="designer-filter-works-type"
        label="作品类型"
        stackOnPhone
        chips={chipsOf(TYPES, filters.worksType, (worksType) => withFilter(filters, { worksType }))}
      />
    </section>
  );
}

import { DESIGNER_LEVEL_NAME, DESIGNER_WORK_STATUS_NAME, TALENTS_SORT, WORKS_TYPE } from '@bazaar/domain/constants';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCategories } from '@/shared/categories/get-categories';
import { SearchIcon } from '@/shared/ui/icons';
import type { TalentsFilters } from '../api/get-talents-page';
import { withFilter } from '../lib/filters';
import styles from './designer-filters.module.css';

interface Option<T> {
  value: T | undefined;
  label: string;
}

function Row<T extends string | number>({
  label,
  options,
  selected,
  hrefFor,
}: {
  label: string;
  options: Option<T>[];
  selected: T | undefined;
  hrefFor: (value: T | undefined) => string;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.label} id={`filter-${label}`}>
        {label}
      </span>
      <nav className={styles.chips} aria-labelledby={`filter-${label}`}>
        {options.map((o) => (
          <Link
            key={String(o.value ?? 'all')}
            to={hrefFor(o.value)}
            className={styles.chip}
            aria-current={o.value === selected || undefined}
          >
            {o.label}
          </Link>
        ))}
      </nav>
    </div>
  );
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
        <nav aria-label="排序" className={styles.sorts}>
          {SORTS.map((s) => (
            <Link
              key={s.value}
              to={withFilter(filters, { sortType: s.value })}
              className={styles.sort}
              aria-current={s.value === filters.sortType || undefined}
            >
              {s.label}
            </Link>
          ))}
        </nav>
      </div>
      <Row
        label="擅长分类"
        options={categoryOptions}
        selected={filters.categoryId}
        hrefFor={(categoryId) => withFilter(filters, { categoryId })}
      />
      <Row
        label="设计师等级"
        options={LEVELS}
        selected={filters.designerLevelCode}
        hrefFor={(designerLevelCode) => withFilter(filters, { designerLevelCode })}
      />
      <Row
        label="接单状态"
        options={STATUSES}
        selected={filters.designerWorkStatus}
        hrefFor={(designerWorkStatus) => withFilter(filters, { designerWorkStatus })}
      />
      <Row
        label="作品类型"
        options={TYPES}
        selected={filters.worksType}
        hrefFor={(worksType) => withFilter(filters, { worksType })}
      />
    </section>
  );
}

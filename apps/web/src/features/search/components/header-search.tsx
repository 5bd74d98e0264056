import { lazy, Suspense } from 'react';
import { SearchIcon } from '@/shared/ui/icons';
import styles from './header-search.module.css';

// The open box, its suggestions and their API calls load on the first use of the icon (and are fetched
// ahead on hover/focus), so search costs the first load almost nothing (home first-load budget, issue 2).
const loadSearchBox = () => import('./search-box');
const SearchBox = lazy(loadSearchBox);

interface HeaderSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone?: 'light' | 'dark';
}

/** docs/product.md §2 search box: an icon that expands into an input ('请输入关键词'); see search-box. */
export function HeaderSearch({ open, onOpenChange, tone = 'light' }: HeaderSearchProps) {
  if (!open) {
    return (
      <button
        type="button"
        className={styles.icon}
        data-tone={tone}
        aria-label="搜索"
        onPointerEnter={() => void loadSearchBox()}
        onFocus={() => void loadSearchBox()}
        onClick={() => onOpenChange(true)}
      >
        <SearchIcon />
      </button>
    );
  }
  return (
    // The fallback keeps the box's place while its code arrives.
    <Suspense fallback={<div className={styles.form} aria-hidden="true" />}>
      <SearchBox onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}

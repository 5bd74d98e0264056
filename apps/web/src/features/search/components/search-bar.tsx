import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/shared/ui/icons';
import { searchHref, type SearchKind } from '../lib/search-state';
import styles from './search-bar.module.css';

/**
 * The results page's own search field: refining a search keeps the current tab (a user on 设计师 is
 * looking for people). Remounted per keyword (`key`), so back/forward shows the URL's keyword.
 */
export function SearchBar({ kind, keyword }: { kind: SearchKind; keyword: string }) {
  const [value, setValue] = useState(keyword);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) void navigate(searchHref(kind, value));
  };
  return (
    <form role="search" className={styles.bar} onSubmit={submit}>
      <SearchIcon size={20} className={styles.icon} />
      <input
        type="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder="请输入关键词"
        aria-label="搜索关键词"
        maxLength={50}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={styles.submit}>
        搜索
      </button>
    </form>
  );
}

import { Link } from 'react-router';
import { SEARCH_KINDS, SEARCH_KIND_LABEL, searchHref, type SearchKind } from '../lib/search-state';
import styles from './search-tabs.module.css';

interface SearchTabsProps {
  kind: SearchKind;
  keyword: string;
  /** Each kind's total as shown (约 N for an estimate); null while it loads. */
  counts: Record<SearchKind, string | null>;
}

/** 作品 / 设计师 as links that keep the keyword (a tab starts at page 1); aria-current on the active one. */
export function SearchTabs({ kind, keyword, counts }: SearchTabsProps) {
  return (
    <nav className={styles.tabs} aria-label="搜索类型">
      {SEARCH_KINDS.map((k) => (
        <Link key={k} to={searchHref(k, keyword)} className={styles.tab} aria-current={k === kind ? 'page' : undefined}>
          {SEARCH_KIND_LABEL[k]}
          {counts[k] !== null && <span className={styles.count}>{counts[k]}</span>}
        </Link>
      ))}
    </nav>
  );
}

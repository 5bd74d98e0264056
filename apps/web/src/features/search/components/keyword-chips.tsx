import { Link } from 'react-router';
import { searchHref } from '../lib/search-state';
import styles from './keyword-chips.module.css';

/** Keywords as links to their works results (hot and recent searches on the results page). */
export function KeywordChips({ label, keywords }: { label: string; keywords: readonly string[] }) {
  if (keywords.length === 0) return null;
  return (
    <div className={styles.group}>
      <h2 className={styles.label}>{label}</h2>
      <ul className={styles.chips}>
        {keywords.map((k) => (
          <li key={k}>
            <Link to={searchHref('works', k)} className={styles.chip}>
              {k}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

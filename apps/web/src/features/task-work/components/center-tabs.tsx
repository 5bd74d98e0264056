import { Link } from 'react-router';
import styles from './centers.module.css';

export interface CenterTab {
  key: string;
  label: string;
  to: string;
}

/** A center's tabs as links (the tab is in the URL, so back/forward and reload keep it). */
export function CenterTabs({ tabs, active, label }: { tabs: readonly CenterTab[]; active: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.key} to={t.to} className={styles.tab} aria-current={t.key === active ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

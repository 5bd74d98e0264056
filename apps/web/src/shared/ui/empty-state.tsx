import { Link } from 'react-router';
import button from './button.module.css';
import styles from './empty-state.module.css';

/** One line of text and one action (docs/design.md empty states). */
export function EmptyState({ text, actionLabel, to }: { text: string; actionLabel: string; to: string }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Link to={to} className={button.button}>
        {actionLabel}
      </Link>
    </div>
  );
}

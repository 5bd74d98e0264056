import { Button } from './button';
import styles from './empty-state.module.css';

/** One line of text and one action (docs/design.md empty states). */
export function EmptyState({ text, actionLabel, to }: { text: string; actionLabel: string; to: string }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Button to={to}>{actionLabel}</Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './container.module.css';

/** Content width 1200 px centred with the layout gutters (docs/design.md layout). */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>;
}

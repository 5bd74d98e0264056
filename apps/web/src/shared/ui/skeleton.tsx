import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A shimmering block of a card's shape (docs/design.md: skeletons, never a spinner, for lists). */
export function Skeleton({ style, className, round }: { style?: CSSProperties; className?: string; round?: boolean }) {
  const cls = [styles.block, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={cls} style={style} aria-hidden="true" />;
}

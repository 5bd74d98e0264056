import type { ReactNode } from 'react';
import styles from './cms-page.module.css';

/** A block's section with its optional heading. */
export function BlockSection({ title, children, id }: { title?: string; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './list-page.module.css';

interface ListPageProps {
  title: string;
  /** The count line (共 N …); null keeps its line's height so the list does not move when it arrives. */
  count: string | null;
  children: ReactNode;
}

/** The frame every list page shares: an h1 with its count, then the page's filters and grid. */
export function ListPage({ title, count, children }: ListPageProps) {
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.count}>{count ?? '\u00a0'}</p>
      </header>
      {children}
    </Container>
  );
}

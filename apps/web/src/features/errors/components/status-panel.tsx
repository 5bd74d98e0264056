import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import styles from './status-panel.module.css';
import * as paths from '@/shared/lib/paths';

interface StatusPanelProps {
  art: ReactNode;
  title: string;
  children?: ReactNode;
  /** The page's own way forward (重试): it leads, and 返回首页 steps back to a plain button beside it. */
  action?: ReactNode;
}

/** Shared frame of the 404, error and 建设中 pages: an illustration, words, and 返回首页. */
export function StatusPanel({ art, title, children, action }: StatusPanelProps) {
  return (
    <Container className={styles.panel}>
      <div className={styles.art} aria-hidden="true">
        {art}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {children}
      {action ? (
        <div className={styles.actions}>
          {action}
          <Button to={paths.home} size="large" className={styles.action}>
            返回首页
          </Button>
        </div>
      ) : (
        <Button to={paths.home} variant="primary" size="large" className={styles.home}>
          返回首页
        </Button>
      )}
    </Container>
  );
}

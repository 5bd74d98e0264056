import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './guards.module.css';

/** Stands in for a guarded page while the session probe runs (never the page itself). */
export function GuardSkeleton() {
  return (
    <Container className={styles.skeleton}>
      <span className="visually-hidden" role="status">
        正在加载…
      </span>
      <Skeleton style={{ width: 240, height: 28 }} />
      <Skeleton style={{ width: '60%', height: 16 }} />
      <div className={styles.skeletonGrid}>
        <Skeleton style={{ height: 160 }} />
        <Skeleton style={{ height: 160 }} />
        <Skeleton style={{ height: 160 }} />
      </div>
    </Container>
  );
}

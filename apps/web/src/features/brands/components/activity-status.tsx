import styles from './activity-status.module.css';

const TONE: Record<number, string> = { 1: 'upcoming', 2: 'running', 3: 'finished' };

/** 未开始 / 进行中 / 已结束 as the server judged it. */
export function ActivityStatus({ status, name, onDark = false }: { status: number; name: string; onDark?: boolean }) {
  return (
    <span className={styles.pill} data-tone={TONE[status] ?? 'finished'} data-on-dark={onDark || undefined}>
      {name}
    </span>
  );
}

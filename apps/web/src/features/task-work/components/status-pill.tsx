import { TASK_STATUS } from '@bazaar/domain/constants';
import styles from './task-work.module.css';

const TONE: Record<number, string> = {
  [TASK_STATUS.recruiting]: 'ok',
  [TASK_STATUS.inProgress]: 'warn',
  [TASK_STATUS.delivered]: 'warn',
  [TASK_STATUS.pending]: 'info',
};

export function StatusPill({ status, name }: { status: number; name: string }) {
  return (
    <span className={styles.pill} data-tone={TONE[status] ?? 'muted'}>
      {name}
    </span>
  );
}

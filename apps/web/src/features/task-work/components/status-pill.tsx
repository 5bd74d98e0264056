import { TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import styles from './task-work.module.css';

const TONE: Partial<Record<TaskStatus, string>> = {
  [TASK_STATUS.recruiting]: 'ok',
  [TASK_STATUS.inProgress]: 'warn',
  [TASK_STATUS.delivered]: 'warn',
  [TASK_STATUS.pending]: 'info',
};

export function StatusPill({ status, name }: { status: TaskStatus; name: string }) {
  return (
    <span className={styles.pill} data-tone={TONE[status] ?? 'muted'}>
      {name}
    </span>
  );
}

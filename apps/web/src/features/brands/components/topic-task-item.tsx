import type { Task } from '@bazaar/domain/entities';
import { TaskCard } from '@/shared/ui/cards/task-card';
import { Button } from '@/shared/ui/button';
import { ApplyButton } from './apply-button';
import styles from './topic-task-item.module.css';

/** A topic task on its brand's page: the shared task card, then apply and the details with the wall. */
export function TopicTaskItem({ task, onDetails }: { task: Task; onDetails: (orderId: number) => void }) {
  return (
    <article className={styles.item} aria-label={task.taskName}>
      <TaskCard task={task} />
      <div className={styles.actions}>
        <Button className={styles.details} onClick={() => onDetails(task.orderId)}>
          报名详情
        </Button>
        <ApplyButton task={task} />
      </div>
    </article>
  );
}

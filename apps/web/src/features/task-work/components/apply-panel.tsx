import type { Task } from '@bazaar/domain/entities';
import { ApplyControl } from '@/shared/apply/apply-control';
import { applicationOf } from '@bazaar/domain/rules/apply';
import { useSession } from '@/shared/session/use-session';
import { Skeleton } from '@/shared/ui/skeleton';
import { TASK_WORK_KEY, useApplyCount } from '../api/task-queries';
import styles from './task-work.module.css';
import { ContactButton } from '@/shared/messaging/contact-button';
import { ApplyStatusBadge } from './apply-status-badge';

/** docs/product.md §3/§4: the applicant count (by properties), the viewer's application status, 报名 / 取消报名. */
export function ApplyPanel({ task }: { task: Task }) {
  const session = useSession();
  const count = useApplyCount(task, session.isLogin);
  // A visitor cannot call the count (login only): the task's own figures stand in.
  const figures = count.data ?? { applyCount: task.applyCount, maxOrderApplyCount: task.maxOrderApplyCount };
  const application = applicationOf(task);
  const loading = session.status === 'loading' || (session.isLogin && count.isPending);

  return (
    <div className={styles.apply}>
      <p className={styles.count} data-testid="apply-count">
        {loading ? (
          <Skeleton style={{ height: 20, width: 120 }} />
        ) : (
          <>
            已报名 <strong>{figures.applyCount}</strong> / {figures.maxOrderApplyCount} 人
          </>
        )}
      </p>
      {application !== null && (
        <p className={styles.myStatus}>
          我的报名：
          <ApplyStatusBadge status={application} />
          {session.userId !== null && (
            <ContactButton designerId={session.userId} orderId={task.orderId} label="联系雇主" size="small" />
          )}
        </p>
      )}
      {loading ? (
        <Skeleton style={{ height: 44, width: '100%' }} />
      ) : (
        <ApplyControl
          task={task}
          look="panel"
          count={count.data ?? null}
          refresh={TASK_WORK_KEY}
          size="large"
          className={styles.applyButton}
        />
      )}
    </div>
  );
}

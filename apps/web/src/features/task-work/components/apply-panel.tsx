import { APPLICATION_STATUS_NAME } from '@bazaar/domain/constants';
import type { Task } from '@bazaar/domain/entities';
import { useLocation } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useTaskWork } from '../api/task-actions';
import { useApplyCount } from '../api/task-queries';
import { applicationOf, applyControl } from '../lib/task-work-rules';
import { CancelApplyButton } from './cancel-apply-button';
import styles from './task-work.module.css';

/** Why a designer cannot apply to an open task: it is full, or past its deadline. */
const CLOSED_LABEL = { full: '报名人数已满', ended: '报名已截止' } as const;

/** docs/product.md §3/§4: the applicant count (by properties), the viewer's application status, 报名 / 取消报名. */
export function ApplyPanel({ task }: { task: Task }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const count = useApplyCount(task, session.isLogin);
  const { perform, busy } = useTaskWork();
  // A visitor cannot call the count (login only): the task's own figures stand in.
  const figures = count.data ?? { applyCount: task.applyCount, maxOrderApplyCount: task.maxOrderApplyCount };
  const application = applicationOf(task);
  const control = applyControl(task, session, count.data ?? null);
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
          <span className={styles.applyStatus} data-status={application}>
            {APPLICATION_STATUS_NAME[application]}
          </span>
        </p>
      )}
      {loading ? (
        <Skeleton style={{ height: 44, width: '100%' }} />
      ) : control.kind === 'login' ? (
        <Button to={paths.login(pathname + search)} variant="primary" size="large" className={styles.applyButton}>
          登录后报名
        </Button>
      ) : control.kind === 'join' ? (
        <Button to={paths.join()} variant="primary" size="large" className={styles.applyButton}>
          成为设计师才能报名
        </Button>
      ) : control.kind === 'apply' ? (
        <Button
          disabled={busy}
          variant="primary"
          size="large"
          className={styles.applyButton}
          onClick={() => void perform({ action: 'apply', orderId: task.orderId, taskProperties: task.taskProperties })}
        >
          立即报名
        </Button>
      ) : control.kind === 'cancel' ? (
        <CancelApplyButton task={task} size="large" className={styles.applyButton} />
      ) : control.kind === 'full' || control.kind === 'ended' ? (
        <Button disabled size="large" className={styles.applyButton}>
          {CLOSED_LABEL[control.kind]}
        </Button>
      ) : null}
    </div>
  );
}

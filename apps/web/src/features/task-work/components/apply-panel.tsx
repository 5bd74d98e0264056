import { APPLICATION_STATUS_NAME } from '@bazaar/domain/constants';
import type { Task } from '@bazaar/domain/entities';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import button from '@/shared/ui/button.module.css';
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
        <Link
          to={paths.login(pathname + search)}
          className={`${button.button} ${button.primary} ${button.large} ${styles.applyButton}`}
        >
          登录后报名
        </Link>
      ) : control.kind === 'join' ? (
        <Link to={paths.join} className={`${button.button} ${button.primary} ${button.large} ${styles.applyButton}`}>
          成为设计师才能报名
        </Link>
      ) : control.kind === 'apply' ? (
        <button
          type="button"
          disabled={busy}
          className={`${button.button} ${button.primary} ${button.large} ${styles.applyButton}`}
          onClick={() => void perform({ action: 'apply', orderId: task.orderId, taskProperties: task.taskProperties })}
        >
          立即报名
        </button>
      ) : control.kind === 'cancel' ? (
        <CancelApplyButton task={task} className={`${button.large} ${styles.applyButton}`} />
      ) : control.kind === 'full' || control.kind === 'ended' ? (
        <button type="button" disabled className={`${button.button} ${button.large} ${styles.applyButton}`}>
          {CLOSED_LABEL[control.kind]}
        </button>
      ) : null}
    </div>
  );
}

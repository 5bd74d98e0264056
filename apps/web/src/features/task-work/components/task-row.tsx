import { APPLICATION_STATUS, CATEGORY_FALLBACK, NICKNAME_DEFAULT, TASK_STATUS } from '@bazaar/domain/constants';
import { isOpenForApplications } from '@bazaar/domain/rules';
import type { RatingSummary } from '@bazaar/domain/api';
import type { Task } from '@bazaar/domain/entities';
import { formatPrice } from '@bazaar/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { CancelApplyButton } from '@/shared/apply/apply-control';
import { usePendingReviews } from '@/shared/reviews/review-api';
import { Button } from '@/shared/ui/button';
import { applicationOf } from '@bazaar/domain/rules/apply';
import { Skeleton } from '@/shared/ui/skeleton';
import { TASK_WORK_KEY } from '../api/task-queries';
import type { TaskRole } from '@bazaar/domain/rules/task-work';
import { shortTime } from '../lib/task-work-rules';
import { StatusPill } from './status-pill';
import { TaskWorkPanel } from './task-work-panel';
import styles from './centers.module.css';
import * as paths from '@/shared/lib/page-paths';
import { ApplyStatusBadge } from './apply-status-badge';

/**
 * A task in a center's list: status, name, budget, applicants, and its timeline with the side's actions
 * behind 查看进度 (expanded by default while the task needs the viewer: 待验收 for the owner, 进行中 for the
 * hired designer).
 */
export function TaskRow({
  task,
  role,
  openByDefault = false,
  employerRating,
}: {
  task: Task;
  role: TaskRole;
  openByDefault?: boolean;
  /** Issue 25: the employer's review average (the designer's list asks for the page's employers at once). */
  employerRating?: RatingSummary | undefined;
}) {
  const [open, setOpen] = useState(openByDefault);
  const application = applicationOf(task);
  // Issue 25: 去评价 while the viewer's review of this completed task is still open (one query per list).
  const pending = usePendingReviews(role !== 'other' && task.taskStatus === TASK_STATUS.completed);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <div className={styles.rowMain}>
          <div className={styles.rowTags}>
            <StatusPill status={task.taskStatus} name={task.taskStatusName} />
            <span className={styles.category}>{task.categoryName || CATEGORY_FALLBACK}</span>
            {role !== 'owner' && application !== null && <ApplyStatusBadge status={application} />}
          </div>
          <Link to={paths.myTask(task.orderId)} className={styles.rowTitle}>
            {task.taskName}
          </Link>
          <p className={styles.rowMeta}>
            {role === 'owner' ? `发布于 ${shortTime(task.createdAt)}` : `雇主 ${task.employerName || NICKNAME_DEFAULT}`}
            {role !== 'owner' && employerRating?.ratingAvg != null && ` ★${employerRating.ratingAvg.toFixed(1)}`} ·{' '}
            {task.applyCount}/{task.maxOrderApplyCount} 人报名
            {task.hiredDesignerName ? ` · 设计师 ${task.hiredDesignerName}` : ''}
          </p>
        </div>
        <div className={styles.rowSide}>
          <strong className={styles.price}>{formatPrice(task.taskAmount)}</strong>
          {role === 'other' &&
            task.applyStatus === APPLICATION_STATUS.applied &&
            isOpenForApplications(task.taskStatus) && (
              <CancelApplyButton task={task} refresh={TASK_WORK_KEY} size="small" />
            )}
          {pending.data?.has(task.orderId) && (
            <Button to={paths.taskReview(task.orderId)} variant="primary" size="small">
              去评价
            </Button>
          )}
          {role !== 'other' && (
            <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? '收起进度' : '查看进度'}
            </button>
          )}
        </div>
      </div>
      {open && role !== 'other' && (
        <div className={styles.rowBody}>
          <TaskWorkPanel task={task} role={role} />
        </div>
      )}
    </li>
  );
}

export function TaskRowSkeleton() {
  return (
    <li className={styles.row} aria-hidden="true">
      <div className={styles.rowHead}>
        <div className={styles.rowMain}>
          <Skeleton style={{ height: 22, width: 140 }} />
          <Skeleton style={{ height: 24, width: '60%' }} />
          <Skeleton style={{ height: 18, width: 220 }} />
        </div>
        <Skeleton style={{ height: 28, width: 80 }} />
      </div>
    </li>
  );
}

/** Three row skeletons while a center's list loads. */
export function TaskRowsSkeleton({ className }: { className?: string | undefined }) {
  return (
    <ul className={className}>
      {[0, 1, 2].map((i) => (
        <TaskRowSkeleton key={i} />
      ))}
    </ul>
  );
}

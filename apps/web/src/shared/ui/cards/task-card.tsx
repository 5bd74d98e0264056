import type { CSSProperties, ReactNode } from 'react';
import type { Task } from '@bazaar/domain/entities';
import { CATEGORY_FALLBACK, TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import { coverUrl, formatPrice } from '@bazaar/domain/format';
import { isPastDeadline } from '@bazaar/domain/rules';
import { Link } from 'react-router';
import * as paths from '../../lib/paths';
import { Img } from '../img';
import { Skeleton } from '../skeleton';
import styles from './task-card.module.css';

const statusTone: Partial<Record<TaskStatus, string>> = {
  [TASK_STATUS.recruiting]: 'ok',
  [TASK_STATUS.inProgress]: 'warn',
};

/**
 * A task without a cover (the brief is still with the consultant): a design brief drawn on a tint of its
 * category, with the category's name — a brief, not a picture that failed to load.
 */
function CategoryIllustration({ categoryId, name }: { categoryId: number | null; name: string }) {
  const hue = ((categoryId ?? 0) * 47 + 12) % 360;
  return (
    <div className={styles.illustration} style={{ '--hue': hue } as CSSProperties} role="img" aria-label={name}>
      <svg viewBox="0 0 160 120" aria-hidden="true">
        <circle className={styles.blob} cx="138" cy="14" r="34" />
        <circle className={styles.blob} cx="18" cy="112" r="22" />
        <g transform="rotate(-6 80 46)">
          <rect className={styles.sheet} x="54" y="12" width="52" height="64" rx="5" />
          <rect className={styles.ink} x="61" y="21" width="24" height="5" rx="2.5" />
          <rect className={styles.line} x="61" y="32" width="36" height="3" rx="1.5" />
          <rect className={styles.line} x="61" y="40" width="32" height="3" rx="1.5" />
          <rect className={styles.line} x="61" y="48" width="36" height="3" rx="1.5" />
          <circle className={styles.ink} cx="95" cy="64" r="5" />
        </g>
      </svg>
      <span>{name}</span>
    </div>
  );
}

/**
 * docs/design.md task card: cover or category illustration, 2-line name, budget in --price, status, applicants.
 * `badge` sits on the cover's corner (the hall's 报名中/已录用: the viewer's application, docs/product.md §3); the page
 * builds it, so the home page's first load does not carry it.
 */
export function TaskCard({ task, eager, badge }: { task: Task; eager?: boolean; badge?: ReactNode }) {
  const category = task.categoryName || CATEGORY_FALLBACK; // docs/product.md §3 fallback
  // Still 招募中 (the employer may choose among the applicants), but no longer open to new ones.
  const ended = task.taskStatus === TASK_STATUS.recruiting && isPastDeadline(task.deadline);
  return (
    <Link to={paths.task(task.orderId)} className={styles.card}>
      <div className={styles.media}>
        {task.cover ? (
          <Img src={coverUrl(task.cover)} alt={task.taskName} ratio="4 / 3" eager={eager} />
        ) : (
          <CategoryIllustration categoryId={task.categoryId} name={category} />
        )}
        {badge}
      </div>
      <div className={styles.body}>
        <div className={styles.row}>
          <span className={styles.status} data-tone={ended ? 'muted' : (statusTone[task.taskStatus] ?? 'muted')}>
            {ended ? '报名截止' : task.taskStatusName}
          </span>
          <span className={styles.category}>{category}</span>
        </div>
        <h3 className={styles.name}>{task.taskName}</h3>
        <div className={styles.row}>
          <strong className={styles.price}>{formatPrice(task.taskAmount)}</strong>
          <span className={styles.applicants}>
            {task.applyCount}/{task.maxOrderApplyCount} 人报名
          </span>
        </div>
      </div>
    </Link>
  );
}

export function TaskCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton style={{ height: 18, width: 100 }} />
        <Skeleton style={{ height: 44, width: '90%' }} />
        <Skeleton style={{ height: 20, width: 120 }} />
      </div>
    </div>
  );
}

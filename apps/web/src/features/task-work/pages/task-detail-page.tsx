import { CATEGORY_FALLBACK, NICKNAME_DEFAULT, TASK_PROPERTIES_NAME, TASK_STATUS } from '@bazaar/domain/constants';
import { coverUrl, formatPrice } from '@bazaar/domain/format';
import { useParams } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { Container } from '@/shared/ui/container';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { EmployerRating } from '@/shared/reviews/employer-rating';
import { ReviewPanel } from '@/shared/reviews/review-panel';
import { useTask } from '../api/task-queries';
import { ApplyPanel } from '../components/apply-panel';
import { StatusPill } from '../components/status-pill';
import { TaskWorkPanel } from '../components/task-work-panel';
import { taskRole } from '@bazaar/domain/rules/task-work';
import { shortDate, shortTime } from '../lib/task-work-rules';
import styles from '../components/task-work.module.css';

/** /task/{id} (issue 7, docs/product.md §3/§4/§6): the brief, applying, and — for its two sides — the work itself. */
export function TaskDetailPage() {
  const orderId = idFromParam(useParams().id);
  if (orderId === null) throwNotFound();
  const { data: task, isPending } = useTask(orderId);
  const session = useSession();
  if (!isPending && !task) throwNotFound();

  if (!task) return <TaskDetailSkeleton />;
  const role = session.status === 'ready' ? taskRole(task, session) : 'other';
  const category = task.categoryName || CATEGORY_FALLBACK;

  return (
    <Container className={styles.detail}>
      <div className={styles.detailMain}>
        <div className={styles.cover}>
          {task.cover ? (
            <Img src={coverUrl(task.cover)} alt={task.taskName} ratio="4 / 3" priority />
          ) : (
            <div className={styles.coverFallback} role="img" aria-label={category}>
              {category}
            </div>
          )}
        </div>
        <div className={styles.brief}>
          <div className={styles.tags}>
            <StatusPill status={task.taskStatus} name={task.taskStatusName} />
            <span className={styles.tag}>{category}</span>
            <span className={styles.tag}>{TASK_PROPERTIES_NAME[task.taskProperties] ?? '普通任务'}</span>
          </div>
          <h1 className={styles.title}>{task.taskName}</h1>
          <p className={styles.price}>{formatPrice(task.taskAmount)}</p>
          <dl className={styles.facts}>
            <div>
              <dt>雇主</dt>
              <dd>
                {task.employerName || NICKNAME_DEFAULT}
                <EmployerRating userId={task.employerId} />
              </dd>
            </div>
            <div>
              <dt>截止日期</dt>
              <dd>{task.deadline ? shortDate(task.deadline) : '与顾问沟通后确定'}</dd>
            </div>
            <div>
              <dt>发布时间</dt>
              <dd>{shortTime(task.createdAt)}</dd>
            </div>
            {task.hiredDesignerName && (
              <div>
                <dt>设计师</dt>
                <dd>{task.hiredDesignerName}</dd>
              </div>
            )}
          </dl>
          <ApplyPanel task={task} />
        </div>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>需求描述</h2>
        <p className={styles.description}>{task.description || '雇主还没有补充详细描述，顾问会与雇主沟通后完善。'}</p>
        {task.closeReason && <p className={styles.muted}>关闭原因：{task.closeReason}</p>}
      </section>
      {role !== 'other' && (
        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>任务进度</h2>
          <TaskWorkPanel task={task} role={role} />
        </section>
      )}
      {/* Issue 25: the two sides review each other once the task is 已完成. */}
      {role !== 'other' && task.taskStatus === TASK_STATUS.completed && (
        <ReviewPanel
          orderId={task.orderId}
          viewerId={session.userId}
          className={styles.section}
          headingClassName={styles.sectionHeading}
        />
      )}
    </Container>
  );
}

function TaskDetailSkeleton() {
  return (
    <Container className={styles.detail}>
      <div className={styles.detailMain} aria-hidden="true">
        <div className={styles.cover}>
          <Skeleton style={{ aspectRatio: '4 / 3', width: '100%' }} />
        </div>
        <div className={styles.brief}>
          <Skeleton style={{ height: 22, width: 160 }} />
          <Skeleton style={{ height: 36, width: '80%' }} />
          <Skeleton style={{ height: 32, width: 120 }} />
          <Skeleton style={{ height: 96, width: '100%' }} />
          <Skeleton style={{ height: 44, width: '100%' }} />
        </div>
      </div>
    </Container>
  );
}

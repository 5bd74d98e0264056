import { TaskCard, TaskCardSkeleton } from '@/shared/ui/cards/task-card';
import { useParams, useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import grid from '@/shared/ui/cards/grid.module.css';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { ACTIVITY_TASK_PAGE_SIZE, useActivityInfo, useActivityTaskPage } from '../api/activities';
import { ActivityAbout, ActivityHero } from '../components/activity-hero';
import { currentOf } from '../lib/list-params';
import styles from './brand-page.module.css';
import * as paths from '@/shared/lib/page-paths';
import { withQuery } from '@/shared/lib/paths';

/**
 * /activity/{id} (issue 7): the campaign, then its tasks as task cards linking to /task/{id}?all=1,
 * where a designer applies by the task's properties (decision 010).
 */
export function ActivityPage() {
  const activityId = idFromParam(useParams().id);
  if (activityId === null) throwNotFound();
  const [params] = useSearchParams();
  const current = currentOf(params);
  const activity = useActivityInfo(activityId);
  const tasks = useActivityTaskPage(activityId, current);
  if (activity.isSuccess && activity.data === null) throwNotFound();

  return (
    <>
      <ActivityHero activity={activity.data ?? undefined} />
      <Container className={styles.tasks}>
        {activity.data && <ActivityAbout activity={activity.data} />}
        <header className={styles.head}>
          <h2 className={styles.title}>活动任务</h2>
          <p className={styles.count}>{tasks.data ? `共 ${countText(tasks.data)} 个任务` : '\u00a0'}</p>
        </header>
        {tasks.isPending ? (
          <div className={grid.works}>
            {Array.from({ length: 4 }, (_, i) => (
              <TaskCardSkeleton key={i} />
            ))}
          </div>
        ) : tasks.data && tasks.data.rows.length > 0 ? (
          <div className={grid.works} data-stale={tasks.isPlaceholderData || undefined}>
            {tasks.data.rows.map((t) => (
              <TaskCard key={t.orderId} task={t} />
            ))}
          </div>
        ) : (
          <EmptyState text="活动任务正在筹备中" actionLabel="看看其他活动" to={paths.activities} />
        )}
        {tasks.data && (
          <Pagination
            current={current}
            total={tasks.data.total}
            pageSize={ACTIVITY_TASK_PAGE_SIZE}
            hrefFor={(n) => withQuery(paths.activity(activityId), { current: n === 1 ? undefined : n })}
          />
        )}
      </Container>
    </>
  );
}

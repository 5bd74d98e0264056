import { TASK_STATUS_NAME, TASK_STATUS_ORDER } from '@bazaar/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi, dataOr } from '@/shared/api/client';
import * as paths from '@/shared/lib/page-paths';
import { withQuery } from '@/shared/lib/paths';
import { Button } from '@/shared/ui/button';
import { ListPage } from '@/shared/ui/list-page';
import { EmptyState } from '@/shared/ui/empty-state';
import { TASK_WORK_KEY, useMyPublishedTasks } from '../api/task-queries';
import { TaskRow, TaskRowSkeleton } from '../components/task-row';
import styles from '../components/centers.module.css';

const LATEST = 5;

/**
 * /uc 雇主中心 (issue 7): counts of my tasks by status, my latest tasks, links to the center's pages.
 * Counts: one getMyPublishTaskPage per status with pageSize 1, reading `total` — six small calls in
 * parallel instead of a new "counts" endpoint (the contract stays as it is; each is an indexed count).
 */
export function UcPage() {
  // One query for the six counts (useQueries would join the framework chunk every page loads).
  const counts = useQuery({
    queryKey: [...TASK_WORK_KEY, 'published', 'counts'],
    queryFn: () =>
      Promise.all(
        TASK_STATUS_ORDER.map(
          async (taskStatus) =>
            dataOr(await callApi('getMyPublishTaskPage', { taskStatus, current: 1, pageSize: 1 }), { total: 0 }).total,
        ),
      ),
  });
  const latest = useMyPublishedTasks(undefined, 1, LATEST);

  return (
    <ListPage title="雇主中心" count={null}>
      <ul className={styles.stats} aria-label="我的任务数">
        {TASK_STATUS_ORDER.map((status, i) => (
          <li key={status}>
            <Link to={withQuery(paths.myTasks, { status })} className={styles.stat}>
              <strong>{counts.data?.[i] ?? '\u00a0'}</strong>
              <span>{TASK_STATUS_NAME[status]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.dashboard}>
        <section>
          <div className={styles.blockHead}>
            <h2>最新任务</h2>
            <Link to={paths.myTasks}>全部任务</Link>
          </div>
          {latest.isPending ? (
            <ul className={styles.list}>
              {[0, 1].map((i) => (
                <TaskRowSkeleton key={i} />
              ))}
            </ul>
          ) : !latest.data || latest.data.rows.length === 0 ? (
            <EmptyState
              text="还没有发布任务，一句话说明需求，顾问帮您找设计师"
              actionLabel="去任务大厅"
              to={paths.tasks}
            />
          ) : (
            <ul className={styles.list}>
              {latest.data.rows.map((task) => (
                <TaskRow key={task.orderId} task={task} role="owner" />
              ))}
            </ul>
          )}
        </section>
        <aside>
          {/* The quick-publish dialog is another branch's (shared/quick-publish); the hall has its entry. */}
          <Button to={paths.tasks} variant="primary" size="large" className={styles.publish}>
            发布任务
          </Button>
          <ul className={styles.links}>
            <li>
              <Link to={paths.myTasks}>我的任务</Link>
            </li>
            <li>
              <Link to={paths.talentPool}>我的人才库</Link>
            </li>
            <li>
              <Link to={paths.favoriteWorks}>收藏的作品</Link>
            </li>
            <li>
              <Link to={paths.employerAccount}>我的账户</Link>
            </li>
            <li>
              <Link to={paths.employerBills}>账单明细</Link>
            </li>
          </ul>
        </aside>
      </div>
    </ListPage>
  );
}

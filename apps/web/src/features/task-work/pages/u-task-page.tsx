import { TASK_STATUS } from '@bazaar/domain/constants';
import { useEmployerRatings } from '@/shared/reviews/review-api';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { CENTER_PAGE_SIZE, useMyApplications } from '../api/task-queries';
import { CenterTabs, useCenterTab } from '../components/center-tabs';
import { TaskRow, TaskRowsSkeleton } from '../components/task-row';
import { DESIGNER_TABS, rowsForDesignerTab } from '../lib/center-tabs';
import { APPLICATION_STATUS } from '@bazaar/domain/constants';
import styles from '../components/centers.module.css';
import * as paths from '@/shared/lib/page-paths';

/**
 * /u/task 我接的任务 (issue 7): my applications (cancel a pending one on the task page or here) and the
 * tasks I was chosen for, with the designer timeline, uploads and 提交交付.
 */
export function UTaskPage() {
  const { tab, current, links, pageHref } = useCenterTab(DESIGNER_TABS, paths.designerTasks);
  const { data, isPending } = useMyApplications(tab.taskStatus, current);
  const rows = data ? rowsForDesignerTab(tab, data.rows) : [];
  // Issue 25: each employer's average beside their name, one call for the page.
  const ratings = useEmployerRatings(rows.map((r) => r.employerId));

  return (
    <ListPage title="我接的任务" count={data && data.total > 0 ? `共 ${data.total} 个` : null}>
      <CenterTabs label="任务分类" active={tab.key} tabs={links} />
      {isPending ? (
        <TaskRowsSkeleton className={styles.list} />
      ) : rows.length === 0 ? (
        <EmptyState
          text={tab.taskStatus === undefined ? '还没有报名任务' : '这里还没有任务'}
          actionLabel="去任务大厅"
          to={paths.tasks}
        />
      ) : (
        <ul className={styles.list}>
          {rows.map((task) => {
            const hired = task.applyStatus === APPLICATION_STATUS.hired;
            return (
              <TaskRow
                key={task.orderId}
                task={task}
                role={hired ? 'hired' : 'other'}
                employerRating={ratings.data?.get(task.employerId)}
                openByDefault={hired && task.taskStatus === TASK_STATUS.inProgress}
              />
            );
          })}
        </ul>
      )}
      {data && <Pagination current={current} total={data.total} pageSize={CENTER_PAGE_SIZE} hrefFor={pageHref} />}
    </ListPage>
  );
}

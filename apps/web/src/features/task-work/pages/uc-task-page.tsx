import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { CENTER_PAGE_SIZE, useMyPublishedTasks } from '../api/task-queries';
import { CenterTabs, useCenterTab } from '../components/center-tabs';
import { TaskRow, TaskRowsSkeleton } from '../components/task-row';
import { EMPLOYER_TABS } from '../lib/center-tabs';
import { TASK_STATUS } from '@bazaar/domain/constants';
import styles from '../components/centers.module.css';
import * as paths from '@/shared/lib/paths';

/** /uc/task 我的任务 (issue 7): the employer's tasks by status, each with its timeline, applicants and actions. */
export function UcTaskPage() {
  const { tab, current, links, pageHref } = useCenterTab(EMPLOYER_TABS, paths.myTasks);
  const { data, isPending } = useMyPublishedTasks(tab.taskStatus, current);

  return (
    <ListPage title="我的任务" count={data && data.total > 0 ? `共 ${data.total} 个` : null}>
      <CenterTabs label="任务状态" active={tab.key} tabs={links} />
      {isPending ? (
        <TaskRowsSkeleton className={styles.list} />
      ) : !data || data.rows.length === 0 ? (
        <EmptyState text="这里还没有任务" actionLabel="去任务大厅" to={paths.tasks} />
      ) : (
        <ul className={styles.list}>
          {data.rows.map((task) => (
            <TaskRow
              key={task.orderId}
              task={task}
              role="owner"
              openByDefault={task.taskStatus === TASK_STATUS.delivered}
            />
          ))}
        </ul>
      )}
      {data && <Pagination current={current} total={data.total} pageSize={CENTER_PAGE_SIZE} hrefFor={pageHref} />}
    </ListPage>
  );
}

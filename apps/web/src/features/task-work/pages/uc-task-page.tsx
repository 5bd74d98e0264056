import { useSearchParams } from 'react-router';
import { positiveIntParam } from '@/shared/lib/search-params';
import { withQuery } from '@/shared/lib/paths';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { CENTER_PAGE_SIZE, useMyPublishedTasks } from '../api/task-queries';
import { CenterTabs } from '../components/center-tabs';
import { TaskRow, TaskRowSkeleton } from '../components/task-row';
import { EMPLOYER_TABS, tabFor } from '../lib/center-tabs';
import { TASK_STATUS } from '@bazaar/domain/constants';
import styles from '../components/centers.module.css';

const PATH = '/uc/task';

/** /uc/task 我的任务 (issue 7): the employer's tasks by status, each with its timeline, applicants and actions. */
export function UcTaskPage() {
  const [params] = useSearchParams();
  const tab = tabFor(EMPLOYER_TABS, params.get('status'));
  const current = positiveIntParam(params.get('current')) ?? 1;
  const { data, isPending } = useMyPublishedTasks(tab.taskStatus, current);
  const hrefFor = (key: string, page?: number) =>
    withQuery(PATH, { status: key === 'all' ? undefined : key, current: page && page > 1 ? page : undefined });

  return (
    <ListPage title="我的任务" count={data && data.total > 0 ? `共 ${data.total} 个` : null}>
      <CenterTabs label="任务状态" active={tab.key} tabs={EMPLOYER_TABS.map((t) => ({ ...t, to: hrefFor(t.key) }))} />
      {isPending ? (
        <ul className={styles.list}>
          {[0, 1, 2].map((i) => (
            <TaskRowSkeleton key={i} />
          ))}
        </ul>
      ) : !data || data.rows.length === 0 ? (
        <EmptyState text="这里还没有任务" actionLabel="去任务大厅" to="/task" />
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
      {data && (
        <Pagination
          current={current}
          total={data.total}
          pageSize={CENTER_PAGE_SIZE}
          hrefFor={(page) => hrefFor(tab.key, page)}
        />
      )}
    </ListPage>
  );
}

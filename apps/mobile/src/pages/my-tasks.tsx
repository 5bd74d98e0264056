/** 我发布的任务 (/uc/task, getMyPublishTaskPage) and 我接的任务 (/u/task, getMyApplyPage), loading as you scroll. */
import { useLocation } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { TaskCard } from '@/shared/ui/cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export default function MyTasksPage() {
  const designer = useLocation().pathname.toLowerCase().startsWith('/u/');
  const list = usePaged(
    designer ? 'my-applied' : 'my-published',
    async (current, pageSize) =>
      dataOr(await call(designer ? 'getMyApplyPage' : 'getMyPublishTaskPage', { current, pageSize }), null),
    (t) => t.orderId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        designer ? (
          <Empty text="还没有报名任务" action={{ to: '/task', label: '去任务大厅' }} />
        ) : (
          <Empty text="还没有发布任务" action={{ to: '/designer', label: '先看看设计师' }} />
        )
      ) : (
        <div className="m-stack">
          {list.rows.map((t) => (
            <TaskCard key={t.orderId} task={t} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

/**
 * 我发布的任务 (/uc/task, getMyPublishTaskPage, by status as the desktop's ?status= — the employer centre's counts
 * open it filtered) and 我接的任务 (/u/task, getMyApplyPage), loading as you scroll.
 */
import { isTaskStatus, TASK_STATUS_NAME, TASK_STATUS_ORDER, type TaskStatus } from '@bazaar/domain/constants';
import { useLocation, useSearchParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { TaskCard } from '@/shared/ui/cards';
import { Chips } from '@/shared/ui/chips';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

const STATUS_CHIPS = [
  { value: '', label: '全部' },
  ...TASK_STATUS_ORDER.map((s) => ({ value: String(s), label: TASK_STATUS_NAME[s] ?? '' })),
];

/** The desktop's ?status= of /uc/task: one of the task statuses, else every task. */
function statusOf(raw: string | null): TaskStatus | undefined {
  const n = Number(raw);
  return isTaskStatus(n) ? n : undefined;
}

export default function MyTasksPage() {
  const designer = useLocation().pathname.toLowerCase().startsWith('/u/');
  const [params] = useSearchParams();
  const taskStatus = designer ? undefined : statusOf(params.get('status'));
  const list = usePaged(
    designer ? 'my-applied' : `my-published:${taskStatus ?? ''}`,
    async (current, pageSize) =>
      designer
        ? dataOr(await call('getMyApplyPage', { current, pageSize }), null)
        : dataOr(await call('getMyPublishTaskPage', { current, pageSize, taskStatus }), null),
    (t) => t.orderId,
  );
  return (
    <>
      {!designer && <Chips name="status" options={STATUS_CHIPS} label="任务状态" />}
      <div className="m-section">
        {list.empty ? (
          designer ? (
            <Empty text="还没有报名任务" action={{ to: '/task', label: '去任务大厅' }} />
          ) : taskStatus !== undefined ? (
            <Empty
              text={`没有「${TASK_STATUS_NAME[taskStatus]}」的任务`}
              action={{ to: '/uc/task', label: '查看全部任务' }}
            />
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
    </>
  );
}

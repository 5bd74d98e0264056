/**
 * /admin/tasks — the consultant's desk (docs/product.md §1 "a platform consultant contacts the employer after a task
 * is posted"; issue 7): quick-published tasks to follow up (待跟进) and those handled (已处理).
 */
import { FOLLOW_UP_STATUS } from '@bazaar/domain/constants';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { toast } from '@/shared/ui/toast/toast-store';
import { FOLLOW_UPS_PAGE_SIZE, useCloseTask, useFollowUps } from '../api/follow-ups';
import { FollowUpCard, type DeskAction } from '../components/follow-up-card';
import { DeskHeader, positiveParam, ReviewList, ReviewTabs } from '../components/review-tabs';
import styles from '../components/admin.module.css';
import * as paths from '@/shared/lib/page-paths';

const OpenTaskDialog = lazy(() =>
  import('../components/open-task-dialog').then((m) => ({ default: m.OpenTaskDialog })),
);
const ConfirmDialog = lazy(() => import('@/shared/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const TABS = [
  { status: FOLLOW_UP_STATUS.open, label: '待跟进' },
  { status: FOLLOW_UP_STATUS.done, label: '已处理' },
] as const;

export default function AdminTasksPage() {
  const [params] = useSearchParams();
  const status = params.get('status') === String(FOLLOW_UP_STATUS.done) ? FOLLOW_UP_STATUS.done : FOLLOW_UP_STATUS.open;
  const current = positiveParam(params.get('page'), 1);
  const list = useFollowUps(status, current);
  const [action, setAction] = useState<DeskAction | null>(null);
  const closeTask = useCloseTask();
  const closing = action?.type === 'close' ? action.item.task : null;
  const hrefFor = (page: number) => withQuery(paths.adminTasks, { status, page: page > 1 ? page : undefined });

  return (
    <section className={styles.page}>
      <DeskHeader
        title="任务跟进"
        lead="雇主一句话发布的需求会先到这里。联系雇主、补全分类与需求描述后开放报名；无法推进的任务请写明原因后关闭。"
      />
      <ReviewTabs base={paths.adminTasks} tabs={TABS} status={status} total={list.data?.total} label="跟进状态" />
      <ReviewList
        query={list}
        current={current}
        pageSize={FOLLOW_UPS_PAGE_SIZE}
        placeholder={{ count: 3, height: 180 }}
        hrefFor={hrefFor}
        empty={
          status === FOLLOW_UP_STATUS.open ? '暂时没有待跟进的任务，新发布的需求会出现在这里。' : '还没有处理过的任务。'
        }
        render={(item) => (
          <FollowUpCard key={`${item.task.orderId}-${item.updatedAt}`} item={item} onAction={setAction} />
        )}
      />
      <Suspense fallback={null}>
        {action?.type === 'open' && <OpenTaskDialog item={action.item} onClose={() => setAction(null)} />}
        {closing && (
          <ConfirmDialog
            request={{
              title: '关闭任务',
              message: `关闭「${closing.taskName}」后，雇主会在任务时间轴上看到原因，任务不再开放报名。`,
              reasonLabel: '关闭原因',
              confirmLabel: '确认关闭',
              onConfirm: async (reason) => {
                const ok = await closeTask.mutateAsync({ orderId: closing.orderId, reason });
                if (ok) toast.success('任务已关闭');
                return ok;
              },
            }}
            onClose={() => setAction(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

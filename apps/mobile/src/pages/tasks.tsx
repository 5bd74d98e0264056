/** 任务大厅: public tasks by category and status, loading as you scroll (docs/product.md §7 getTaskPage). */
import { useSearchParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { useCategoryChips } from '@/shared/categories';
import { useQuickPublish } from '@/shared/quick-publish';
import { usePaged } from '@/shared/use-paged';
import { TaskCard } from '@/shared/ui/cards';
import { Chips } from '@/shared/ui/chips';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

const int = (v: string | null): number | undefined => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

export default function TasksPage() {
  const [params] = useSearchParams();
  const categoryId = int(params.get('categoryId'));
  const chips = useCategoryChips();
  // The desktop hall's 发布任务 (sourceType 10111010), floating above the tab bar.
  const publish = useQuickPublish();
  const list = usePaged(
    `tasks:${categoryId}`,
    async (current, pageSize) => dataOr(await call('getTaskPage', { current, pageSize, categoryId }), null),
    (t) => t.orderId,
  );
  return (
    <>
      <Chips name="categoryId" options={chips} label="任务分类" />
      <div className="m-section">
        {list.empty ? (
          <Empty text="这个分类暂时没有任务" action={{ to: '/task', label: '查看全部任务' }} />
        ) : (
          <div className="m-stack">
            {list.rows.map((t) => (
              <TaskCard key={t.orderId} task={t} />
            ))}
            {list.rows.length === 0 && list.loading && <CardSkeletons count={4} className="m-skeleton-row" />}
          </div>
        )}
        <ListEnd list={list} />
      </div>
      <button type="button" className="m-fab" aria-haspopup="dialog" onClick={() => publish.open()}>
        发布任务
      </button>
      {publish.sheet}
    </>
  );
}

/** /activity 活动 on a phone: campaigns, running ones first (the api's order), loading as you scroll. */
import '@/styles/pages-content.css';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { ActivityCard } from '@/shared/ui/content-cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export default function ActivitiesPage() {
  const list = usePaged(
    'activities',
    async (current, pageSize) => dataOr(await call('getActivityPage', { current, pageSize }), null),
    (a) => a.activityId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        <Empty text="暂时没有活动，先去任务大厅看看吧" action={{ to: '/task', label: '去任务大厅' }} />
      ) : (
        <div className="m-stack">
          {list.rows.map((a, i) => (
            <ActivityCard key={a.activityId} activity={a} priority={i === 0} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={2} className="m-skeleton-activity" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { ACTIVITY_PAGE_SIZE, useActivityPage } from '../api/activities';
import { ActivityCard, ActivityCardSkeleton } from '../components/activity-card';
import list from '../components/activity-card.module.css';
import { currentOf } from '../lib/list-params';
import * as paths from '@/shared/lib/page-paths';
import { withQuery } from '@/shared/lib/paths';

/** /activity 活动 (issue 7): campaigns, running ones first (the api's order). */
export function ActivitiesPage() {
  const [params] = useSearchParams();
  const current = currentOf(params);
  const { data, isPending, isPlaceholderData } = useActivityPage(current);
  return (
    <ListPage title="活动" count={data ? `共 ${countText(data)} 个活动` : null}>
      {isPending ? (
        <div className={list.list}>
          {Array.from({ length: 3 }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      ) : data && data.rows.length > 0 ? (
        <div className={list.list} data-stale={isPlaceholderData || undefined}>
          {data.rows.map((a, i) => (
            <ActivityCard key={a.activityId} activity={a} eager={i === 0} />
          ))}
        </div>
      ) : (
        <EmptyState text="暂时没有活动，先去任务大厅看看吧" actionLabel="去任务大厅" to={paths.tasks} />
      )}
      {data && (
        <Pagination
          current={current}
          total={data.total}
          pageSize={ACTIVITY_PAGE_SIZE}
          hrefFor={(n) => withQuery(paths.activities, { current: n === 1 ? undefined : n })}
        />
      )}
    </ListPage>
  );
}

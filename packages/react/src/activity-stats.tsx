import type { Activity } from '@bazaar/domain/entities';
import { formatPrice } from '@bazaar/domain/format';

/**
 * An activity's figures — its tasks and total budget — as a definition list, on both sites (issue 35); each site's
 * card and hero style it (`className` on the list, `priceClassName` on the budget).
 */
export function ActivityStats({
  activity,
  className,
  priceClassName,
}: {
  activity: Activity;
  className?: string;
  priceClassName?: string;
}) {
  return (
    <dl className={className}>
      <div>
        <dt>活动任务</dt>
        <dd>{activity.taskCount} 个</dd>
      </div>
      <div>
        <dt>总预算</dt>
        <dd className={priceClassName}>{formatPrice(activity.totalAmount)}</dd>
      </div>
    </dl>
  );
}

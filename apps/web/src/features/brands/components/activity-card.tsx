import type { Activity } from '@bazaar/domain/entities';
import { bannerUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { formatRange } from '@bazaar/domain/format/campaign-date';
import { ActivityStats } from '@bazaar/react/activity-stats';
import { ActivityStatus } from './activity-status';
import styles from './activity-card.module.css';
import * as paths from '@/shared/lib/page-paths';

/** A campaign in the list: cover, status, title, dates, its tasks and total budget. */
export function ActivityCard({ activity, eager }: { activity: Activity; eager?: boolean }) {
  return (
    <Link
      to={paths.activity(activity.activityId)}
      className={styles.card}
      data-finished={activity.activityStatus === 3 || undefined}
    >
      <Img
        src={activity.cover ? bannerUrl(activity.cover, 800) : null}
        alt=""
        ratio="16 / 9"
        eager={eager}
        className={styles.cover}
      />
      <div className={styles.body}>
        <ActivityStatus status={activity.activityStatus} name={activity.activityStatusName} />
        <h2 className={styles.title}>{activity.title}</h2>
        <p className={styles.intro}>{activity.intro}</p>
        <p className={styles.dates}>{formatRange(activity.startAt, activity.endAt)}</p>
        <ActivityStats activity={activity} className={styles.stats} priceClassName={styles.price} />
      </div>
    </Link>
  );
}

export function ActivityCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '16 / 9' }} className={styles.cover} />
      <div className={styles.body}>
        <Skeleton style={{ height: 24, width: 64 }} />
        <Skeleton style={{ height: 28, width: '60%' }} />
        <Skeleton style={{ height: 44, width: '100%' }} />
        <Skeleton style={{ height: 20, width: 180 }} />
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { Activity } from '@bazaar/domain/entities';
import { bannerUrl } from '@bazaar/domain/format';
import { Container } from '@/shared/ui/container';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { countdownText, formatRange } from '@bazaar/domain/format/campaign-date';
import { ActivityStats } from '@bazaar/react/activity-stats';
import { ActivityStatus } from './activity-status';
import styles from './activity-hero.module.css';

/** The countdown line, re-worded every minute. */
function Countdown({ activity }: { activity: Activity }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return <>{countdownText(activity.activityStatus, activity.startAt, activity.endAt, now)}</>;
}

/** A campaign's head: cover, status, title, dates with the countdown, its tasks and budget. */
export function ActivityHero({ activity }: { activity: Activity | undefined }) {
  return (
    <section className={styles.hero}>
      <Container className={styles.inner}>
        <div className={styles.cover}>
          {activity ? (
            <Img
              src={activity.cover ? bannerUrl(activity.cover, 1600) : null}
              alt={activity.title}
              ratio="16 / 9"
              priority
            />
          ) : (
            <Skeleton style={{ aspectRatio: '16 / 9', width: '100%' }} />
          )}
        </div>
        <div className={styles.text}>
          {activity ? (
            <>
              <ActivityStatus status={activity.activityStatus} name={activity.activityStatusName} />
              <h1 className={styles.title}>{activity.title}</h1>
              <p className={styles.dates}>{formatRange(activity.startAt, activity.endAt)}</p>
              <p className={styles.countdown} data-finished={activity.activityStatus === 3 || undefined}>
                <Countdown activity={activity} />
              </p>
              <ActivityStats activity={activity} className={styles.stats} priceClassName={styles.price} />
            </>
          ) : (
            <>
              <Skeleton style={{ height: 24, width: 64 }} />
              <Skeleton style={{ height: 36, width: '70%', marginTop: 12 }} />
              <Skeleton style={{ height: 20, width: 200, marginTop: 12 }} />
              <Skeleton style={{ height: 56, width: 240, marginTop: 24 }} />
            </>
          )}
        </div>
      </Container>
    </section>
  );
}

/** The campaign's intro and rules, rules kept as the operator wrote their lines. */
export function ActivityAbout({ activity }: { activity: Activity }) {
  return (
    <div className={styles.about}>
      <section>
        <h2>活动介绍</h2>
        <p>{activity.intro}</p>
      </section>
      <section>
        <h2>活动规则</h2>
        <p className={styles.rules}>{activity.rules || '以任务说明为准'}</p>
      </section>
    </div>
  );
}

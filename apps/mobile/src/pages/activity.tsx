/**
 * /activity/{id} on a phone (the desktop's campaign page): cover, status, dates with the countdown, figures,
 * 活动介绍 and 活动规则, then the campaign's tasks loading as you scroll (each opens /task/{id}?all=1, where a
 * designer applies with the shared apply action).
 */
import '@/styles/pages-content.css';
import { useEffect, useState } from 'react';
import type { Activity } from '@bazaar/domain/entities';
import { countdownText, formatRange } from '@bazaar/domain/format/campaign-date';
import { call, dataOr } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { useParams } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { usePaged } from '@/shared/use-paged';
import { TaskCard } from '@/shared/ui/cards';
import { ActivityStats, ActivityStatus } from '@/shared/ui/content-cards';
import { Img } from '@/shared/ui/img';
import { LoadFailed, Missing } from '@/shared/ui/load-failed';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

/** The countdown line, re-worded every minute. */
function Countdown({ activity }: { activity: Activity }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="m-activity-countdown" data-finished={activity.activityStatus === 3 || undefined}>
      {countdownText(activity.activityStatus, activity.startAt, activity.endAt, now)}
    </p>
  );
}

export default function ActivityPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const activity = useLoad(valid ? `activity:${id}` : null, async () =>
    detailOf(await call('getActivityInfo', { activityId: id }, { silent: true })),
  );
  const tasks = usePaged(
    `activity-tasks:${id}`,
    async (current, pageSize) =>
      valid ? dataOr(await call('getActivityTaskPage', { activityId: id, current, pageSize }), null) : null,
    (t) => t.orderId,
  );
  if (!valid || activity.data?.state === 'missing') return <Missing text="活动不存在" />;
  if (activity.failed || activity.data?.state === 'failed') return <LoadFailed retry={activity.reload} />;
  const a = activity.data?.data;
  return (
    <>
      <Img src={a?.cover} alt={a?.title ?? ''} width={414} ratio={16 / 9} box="16 / 9" priority />
      {a ? (
        <>
          <div className="m-detail-card">
            <p className="m-task-status">
              <ActivityStatus activity={a} />
              <span>{formatRange(a.startAt, a.endAt)}</span>
            </p>
            <h2 className="m-detail-title">{a.title}</h2>
            <Countdown activity={a} />
            <ActivityStats activity={a} />
          </div>
          <div className="m-detail-card">
            <h2 className="m-section-title">活动介绍</h2>
            <p className="m-detail-text">{a.intro}</p>
            <h2 className="m-section-title">活动规则</h2>
            <p className="m-detail-text">{a.rules || '以任务说明为准'}</p>
          </div>
        </>
      ) : (
        <div className="m-skeleton m-skeleton-hero m-detail-card" aria-hidden="true" />
      )}
      <section className="m-section" aria-labelledby="activity-tasks">
        <div className="m-section-head">
          <h2 id="activity-tasks" className="m-section-title">
            活动任务
          </h2>
          {a && <span className="m-section-count">共 {a.taskCount} 个任务</span>}
        </div>
        {tasks.empty ? (
          <Empty text="活动任务正在筹备中" action={{ to: '/activity', label: '看看其他活动' }} />
        ) : (
          <div className="m-stack">
            {tasks.rows.map((t) => (
              <TaskCard key={t.orderId} task={t} />
            ))}
            {tasks.rows.length === 0 && tasks.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
          </div>
        )}
        <ListEnd list={tasks} />
      </section>
    </>
  );
}

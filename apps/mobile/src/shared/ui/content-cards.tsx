/**
 * The brand hall's and the campaign list's cards on a phone (the desktop's content, one to a row): the whole card
 * is the link, no hover state. Images through the image service at this screen's density.
 */
import type { Activity, Brand } from '@bazaar/domain/entities';
import { formatRange } from '@bazaar/domain/format/campaign-date';
import { Link } from '@/shared/router';
import { Img } from './img';
import { ActivityStats as SharedActivityStats } from '@bazaar/react/activity-stats';

/** The content width of a 414 px phone (one card to a row). */
const FULL = 382;

export function BrandCard({ brand, priority }: { brand: Brand; priority?: boolean }) {
  return (
    <Link to={`/brand/${brand.brandId}`} className="m-card m-brand-card">
      <Img src={brand.banner} alt="" width={FULL} ratio={3} box="3 / 1" priority={priority} />
      <span className="m-brand-body">
        <Img
          src={brand.logo}
          alt={`${brand.brandName} 标志`}
          width={48}
          ratio={1}
          box="1 / 1"
          className="m-brand-logo"
        />
        <span className="m-brand-text">
          <span className="m-brand-name">{brand.brandName}</span>
          <span className="m-brand-slogan">{brand.slogan}</span>
        </span>
        <span className={`m-pill ${brand.openTaskCount > 0 ? 'm-pill-brand' : ''}`}>
          {brand.openTaskCount > 0 ? `${brand.openTaskCount} 个任务招募中` : '暂无招募'}
        </span>
      </span>
    </Link>
  );
}

const STATUS_TONE: Record<number, string> = { 1: 'm-pill-warn', 2: 'm-pill-ok', 3: '' };

/** 未开始 / 进行中 / 已结束 as the server judged it. */
export const ActivityStatus = ({ activity }: { activity: Activity }) => (
  <span className={`m-pill ${STATUS_TONE[activity.activityStatus] ?? ''}`}>{activity.activityStatusName}</span>
);

/** A campaign's figures: its tasks and total budget (@bazaar/react's, with the phone's classes). */
export const ActivityStats = ({ activity }: { activity: Activity }) => (
  <SharedActivityStats activity={activity} className="m-activity-stats" priceClassName="m-price" />
);

export function ActivityCard({ activity, priority }: { activity: Activity; priority?: boolean }) {
  return (
    <Link
      to={`/activity/${activity.activityId}`}
      className="m-card m-activity-card"
      data-finished={activity.activityStatus === 3 || undefined}
    >
      <Img src={activity.cover} alt="" width={FULL} ratio={16 / 9} box="16 / 9" priority={priority} />
      <span className="m-activity-body">
        <span className="m-activity-top">
          <ActivityStatus activity={activity} />
          <span className="m-activity-dates">{formatRange(activity.startAt, activity.endAt)}</span>
        </span>
        <span className="m-activity-title">{activity.title}</span>
        <span className="m-activity-intro">{activity.intro}</span>
        <ActivityStats activity={activity} />
      </span>
    </Link>
  );
}

import type { Campaign } from '@bazaar/domain/api';
import { HeartIcon } from '../ui/icons';
import styles from './like-button.module.css';
import { useCampaignLike } from './campaigns-api';

/** A campaign like with its count: filled once the user liked the work today. */
export function LikeButton({
  campaign,
  worksId,
  count,
  likedToday,
  large = false,
}: {
  campaign: Campaign;
  worksId: number;
  count: number;
  likedToday: boolean;
  large?: boolean;
}) {
  const { like, pending } = useCampaignLike(campaign);
  return (
    <button
      type="button"
      className={large ? `${styles.like} ${styles.large}` : styles.like}
      data-liked={likedToday || undefined}
      disabled={pending === worksId}
      aria-label={likedToday ? `今天已点赞，共 ${count} 赞` : `点赞，当前 ${count} 赞`}
      onClick={() => like(worksId)}
    >
      <HeartIcon size={large ? 20 : 16} />
      <span>{count}</span>
    </button>
  );
}

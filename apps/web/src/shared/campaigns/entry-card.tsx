import type { Campaign, CampaignEntry } from '@bazaar/domain/api';
import { coverUrl, displayNickname } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { WorkCardSkeleton } from '../ui/cards/work-card';
import { Img } from '../ui/img';
import { entryPath } from './campaigns-api';
import { LikeButton } from './like-button';
import styles from './entry-card.module.css';

/** A campaign entry: the work's cover and title, its rank, designer, and the like button with the count. */
export function EntryCard({ campaign, entry }: { campaign: Campaign; entry: CampaignEntry }) {
  const { work } = entry;
  return (
    <article className={styles.card}>
      <Link to={entryPath(campaign, work.worksId)} className={styles.link}>
        <Img src={coverUrl(work.cover)} alt={work.title} ratio="4 / 3" />
        <span className={styles.rank}>No.{entry.rank}</span>
        <h3 className={styles.title}>{work.title}</h3>
      </Link>
      <div className={styles.foot}>
        <span className={styles.name}>{displayNickname(work.nickName)}</span>
        <LikeButton
          campaign={campaign}
          worksId={work.worksId}
          count={entry.campaignLikes}
          likedToday={entry.likedToday}
        />
      </div>
    </article>
  );
}

export function EntryGridSkeleton() {
  return (
    <>
      {Array.from({ length: 8 }, (_, i) => (
        <WorkCardSkeleton key={i} />
      ))}
    </>
  );
}

/** Campaign blocks (issue 8): a like wall of the entries and a rank list ordered by likes. */
import type { LikeWallBlock, RankListBlock } from '@bazaar/domain/cms/blocks';
import { avatarUrl, coverUrl, displayNickname } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { entryPath, useCampaign, useCampaignWorks } from '../campaigns/campaigns-api';
import { CampaignWindow } from '../campaigns/campaign-window';
import { EntryCard, EntryGridSkeleton } from '../campaigns/entry-card';
import grid from '../ui/cards/grid.module.css';
import { HeartIcon } from '../ui/icons';
import { Img } from '../ui/img';
import { Skeleton } from '../ui/skeleton';
import { BlockSection } from './block-section';
import styles from './cms-page.module.css';

export function LikeWallBlockView({ block, id }: { block: LikeWallBlock; id: string }) {
  const campaign = useCampaign(block.campaign);
  const works = useCampaignWorks(block.campaign, 'likes', 1, 24);
  if (!campaign.isPending && !campaign.data) return null;
  return (
    <BlockSection title={block.title} id={id}>
      {campaign.data ? <CampaignWindow campaign={campaign.data} /> : <Skeleton style={{ height: 44 }} />}
      <div className={grid.works}>
        {works.isPending || !campaign.data ? (
          <EntryGridSkeleton />
        ) : (
          works.data?.rows.map((e) => <EntryCard key={e.work.worksId} campaign={campaign.data!} entry={e} />)
        )}
      </div>
    </BlockSection>
  );
}

export function RankListBlockView({ block, id }: { block: RankListBlock; id: string }) {
  const campaign = useCampaign(block.campaign);
  const works = useCampaignWorks(block.campaign, 'likes', 1, block.limit);
  if (!campaign.isPending && !campaign.data) return null;
  return (
    <BlockSection title={block.title ?? campaign.data?.title} id={id}>
      <ol className={styles.rank}>
        {works.isPending || !campaign.data
          ? // As many placeholder rows as the block asks for (rows are one height): the list does not grow
            // when the entries arrive and push the blocks below it down (CLS, issue 8 budget on /zt/rank).
            Array.from({ length: block.limit }, (_, i) => (
              <li key={i} className={styles.rankRow} aria-hidden="true">
                <Skeleton style={{ height: 56 }} />
              </li>
            ))
          : works.data?.rows.map((e) => (
              <li key={e.work.worksId} className={styles.rankRow}>
                <span className={styles.rankNo} data-top={e.rank <= 3 || undefined}>
                  {e.rank}
                </span>
                <Link to={entryPath(campaign.data!, e.work.worksId)} className={styles.rankWork}>
                  <Img src={coverUrl(e.work.cover)} alt={e.work.title} ratio="4 / 3" className={styles.rankCover} />
                  <span className={styles.rankTitle}>{e.work.title}</span>
                </Link>
                <span className={styles.rankWho}>
                  <Img
                    src={e.work.avatar ? avatarUrl(e.work.avatar) : null}
                    alt=""
                    ratio="1"
                    round
                    className={styles.rankAvatar}
                  />
                  {displayNickname(e.work.nickName)}
                </span>
                <span className={styles.rankLikes} aria-label={`${e.campaignLikes} 赞`}>
                  <HeartIcon size={14} />
                  {e.campaignLikes}
                </span>
              </li>
            ))}
      </ol>
    </BlockSection>
  );
}

import { avatarUrl, displayNickname, worksImageUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { CampaignWindow } from '@/shared/campaigns/campaign-window';
import { useCampaignEntry } from '@/shared/campaigns/campaigns-api';
import { LikeButton } from '@/shared/campaigns/like-button';
import * as paths from '@/shared/lib/paths';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChevronLeftIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './campaign.module.css';

/** An entry's page (/match/{id}, /oppo/{id}): the work's images, its rank and campaign likes, the like button. */
export function CampaignEntryView({ slug, worksId, hall }: { slug: string; worksId: number; hall: string }) {
  const entry = useCampaignEntry(slug, worksId);
  const e = entry.data;
  if (!entry.isPending && !e)
    return (
      <Container>
        <div className={styles.empty}>
          <EmptyState text="这件作品没有参加本次活动" actionLabel="返回活动大厅" to={hall} />
        </div>
      </Container>
    );
  return (
    <Container>
      <Link to={hall} className={styles.back}>
        <ChevronLeftIcon size={16} />
        {e?.campaign.title ?? '活动大厅'}
      </Link>
      <div className={styles.detail}>
        <div className={styles.images}>
          {e ? (
            e.work.images.map((img, i) => (
              <Img
                key={img.url}
                src={worksImageUrl(img.url, displayNickname(e.work.nickName))}
                alt={`${e.work.title} 第 ${i + 1} 张`}
                ratio={`${img.width} / ${img.height}`}
                priority={i === 0}
              />
            ))
          ) : (
            <Skeleton style={{ aspectRatio: '4 / 3' }} />
          )}
        </div>
        <aside className={styles.side}>
          {e ? (
            <>
              <p className={styles.rankBadge}>第 {e.rank} 名</p>
              <h1 className={styles.entryTitle}>{e.work.title}</h1>
              <Link to={paths.designer(e.work.userId)} className={styles.designer}>
                <Img
                  src={e.work.avatar ? avatarUrl(e.work.avatar) : null}
                  alt=""
                  ratio="1"
                  round
                  className={styles.avatar}
                />
                {displayNickname(e.work.nickName)}
              </Link>
              <CampaignWindow campaign={e.campaign} />
              <LikeButton
                campaign={e.campaign}
                worksId={e.work.worksId}
                count={e.campaignLikes}
                likedToday={e.likedToday}
                large
              />
              {e.work.description && <p className={styles.desc}>{e.work.description}</p>}
              <Link to={paths.work(e.work.worksId)} className={styles.more}>
                查看作品详情
              </Link>
            </>
          ) : (
            <Skeleton style={{ height: 240 }} />
          )}
        </aside>
      </div>
    </Container>
  );
}

import type { Work } from '@bazaar/domain/entities';
import { avatarUrl, coverUrl, displayNickname } from '@bazaar/domain/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '../../lib/paths';
import { HeartIcon } from '../icons';
import { Img } from '../img';
import { Skeleton } from '../skeleton';
import styles from './work-card.module.css';

/** docs/design.md work card: 4:3 cover, one-line title, 24 px avatar + nickname, like count; the whole card links. */
/** `title` replaces the plain title as shown (search results pass it with the matches highlighted). */
export function WorkCard({ work, eager = false, title }: { work: Work; eager?: boolean; title?: ReactNode }) {
  const nickname = displayNickname(work.nickName);
  return (
    <Link to={paths.work(work.worksId)} className={styles.card}>
      <Img src={coverUrl(work.cover)} alt={work.title} ratio="4 / 3" eager={eager} className={styles.cover} />
      <div className={styles.body}>
        <h3 className={styles.title}>{title ?? work.title}</h3>
        <div className={styles.meta}>
          <Img src={work.avatar ? avatarUrl(work.avatar) : null} alt="" ratio="1" round className={styles.avatar} />
          <span className={styles.name}>{nickname}</span>
          <span className={styles.likes} aria-label={`${work.likeCount} 人喜欢`}>
            <HeartIcon size={14} />
            {work.likeCount}
          </span>
        </div>
      </div>
    </Link>
  );
}

export function WorkCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton style={{ height: 20, width: '70%' }} />
        <div className={styles.meta}>
          <Skeleton round style={{ width: 24, height: 24 }} />
          <Skeleton style={{ height: 14, width: 80 }} />
        </div>
      </div>
    </div>
  );
}

import type { Designer } from '@bazaar/domain/entities';
import { DESIGNER_SAMPLE_WORKS } from '@bazaar/domain/constants';
import { avatarUrl, coverUrl } from '@bazaar/domain/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyFavoriteToggle } from '../../favorites/lazy-favorite-toggle';
import * as paths from '../../lib/paths';
import { Button } from '../button';
import { Img } from '../img';
import { Skeleton } from '../skeleton';
import styles from './designer-card.module.css';

interface DesignerCardProps {
  designer: Designer;
  /** 雇佣TA: the quick-publish dialog with designerId (docs/design.md); the page decides what it opens. */
  onHire: (designer: Designer) => void;
  /** Replaces the plain name as shown (search results pass it with the matches highlighted). */
  name?: ReactNode;
  /**
   * The list's first card: its avatar (a phone's largest paint on /designer, preloaded by the gateway)
   * loads at once; the samples stay lazy so they do not compete with it.
   */
  eager?: boolean;
}

/** docs/design.md designer card: 64 px avatar, name, level, tags, on-leave pill, three sample works, 雇佣TA, 收藏. */
export function DesignerCard({ designer, onHire, name, eager }: DesignerCardProps) {
  const samples = designer.imageVos.slice(0, DESIGNER_SAMPLE_WORKS); // docs/product.md §9: up to 3
  return (
    <article className={styles.card}>
      <header className={styles.head}>
        <Link to={paths.designer(designer.userId)} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
          <Img
            src={designer.picture ? avatarUrl(designer.picture) : null}
            alt={designer.name}
            ratio="1"
            round
            eager={eager}
            className={styles.avatar}
          />
        </Link>
        <div className={styles.who}>
          <h3 className={styles.name}>
            <Link to={paths.designer(designer.userId)}>{name ?? designer.name}</Link>
            {designer.isOnLeave && <span className={styles.leave}>休假中</span>}
          </h3>
          {/* Issue 25: the average of published reviews and their count, drawn by CSS from data-r/data-n
              (★ 4.8 · 12条评价): the home first-load budget counts JS, not CSS. */}
          <p
            className={styles.level}
            data-r={designer.ratingCount ? designer.ratingAvg?.toFixed(1) : undefined}
            data-n={designer.ratingCount}
          >
            {designer.designerLevelName}
          </p>
          <ul className={styles.tags} aria-label="擅长分类">
            {designer.categoryNames.slice(0, 3).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" size="small" onClick={() => onHire(designer)}>
            雇佣TA
          </Button>
          <LazyFavoriteToggle kind="talent" id={designer.userId} isAdd={designer.isAdd} />
        </div>
      </header>
      <ul className={styles.samples}>
        {Array.from({ length: DESIGNER_SAMPLE_WORKS }, (_, i) => {
          const work = samples[i];
          return (
            <li key={work?.worksId ?? `empty-${i}`}>
              {work ? (
                <Link to={paths.work(work.worksId)} className={styles.sample}>
                  <Img src={coverUrl(work.cover)} alt={work.title} ratio="4 / 3" />
                </Link>
              ) : (
                <div className={styles.sample}>
                  <Img src={null} alt="" ratio="4 / 3" />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

export function DesignerCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton round style={{ width: 64, height: 64, flex: 'none' }} />
        <div className={styles.who}>
          <Skeleton style={{ height: 20, width: 120 }} />
          <Skeleton style={{ height: 14, width: 80, marginTop: 8 }} />
        </div>
      </div>
      <div className={styles.samples}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} style={{ aspectRatio: '4 / 3' }} />
        ))}
      </div>
    </div>
  );
}

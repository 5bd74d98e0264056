import { CLIP_PAGE_SIZE } from '@bazaar/domain/constants/clips';
import type { Clip, Page } from '@bazaar/domain/entities';
import { avatarUrl, displayNickname, formatDate, imageUrl } from '@bazaar/domain/format';
import { formatFileSize } from '@bazaar/domain/format/chat';
import type { ReactNode } from 'react';
import { ClipPlayer as SharedClipPlayer } from '@bazaar/react/clip-player';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { Img } from '@/shared/ui/img';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { Button } from '@/shared/ui/button';
import styles from './clips.module.css';

/** Posters are shown 16:9 at most ~300 px wide (4 columns of 1200 px), cropped to fill, ×2 for sharp screens. */
const posterUrl = (src: string): string => imageUrl(src, { w: 600, h: 338, fill: 1 });

/** The poster with a play button; once clicked, the video itself plays in its place (controls, sound). */
function ClipPlayer({ clip, eager }: { clip: Clip; eager: boolean }) {
  const poster = posterUrl(clip.posterUrl);
  return (
    <SharedClipPlayer
      clip={clip}
      poster={poster}
      classes={{ video: styles.video, poster: styles.poster, play: styles.play }}
      image={<Img src={poster} alt={clip.title} ratio="16 / 9" eager={eager} />}
    />
  );
}

/** A clip's card: the poster that plays, the title, and the meta line (`children`). */
function ClipCard({ clip, eager, children }: { clip: Clip; eager: boolean; children: ReactNode }) {
  return (
    <article className={styles.card}>
      <ClipPlayer clip={clip} eager={eager} />
      <div className={styles.body}>
        <h3 className={styles.title} title={clip.title}>
          {clip.title}
        </h3>
        <div className={styles.meta}>{children}</div>
      </div>
    </article>
  );
}

/** /zt/clips: poster, title, the designer (avatar and name linking to /u/{id}), date. */
export function GalleryClipCard({ clip, eager = false }: { clip: Clip; eager?: boolean }) {
  return (
    <ClipCard clip={clip} eager={eager}>
      <Link to={paths.designer(clip.userId)} className={styles.designer}>
        <Img src={clip.avatar ? avatarUrl(clip.avatar) : null} alt="" ratio="1" round className={styles.avatar} />
        <span className={styles.name}>{displayNickname(clip.nickName)}</span>
      </Link>
      <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
    </ClipCard>
  );
}

/** /my/clips: poster (plays too), title, date and size, 删除. */
export function MyClipCard({ clip, onDelete, eager = false }: { clip: Clip; onDelete: () => void; eager?: boolean }) {
  return (
    <ClipCard clip={clip} eager={eager}>
      <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
      <span>{formatFileSize(clip.size)}</span>
      <Button size="small" className={styles.delete} onClick={onDelete} aria-label={`删除「${clip.title}」`}>
        删除
      </Button>
    </ClipCard>
  );
}

/** One page of clips: placeholders while loading, `empty` when there are none, else the cards; then the pager. */
export function ClipGrid({
  page,
  isPending,
  current,
  hrefFor,
  empty,
  card,
}: {
  page: Page<Clip> | undefined;
  isPending: boolean;
  current: number;
  hrefFor: (page: number) => string;
  empty: ReactNode;
  /** The card of a clip; `eager` for the first row's posters. */
  card: (clip: Clip, eager: boolean) => ReactNode;
}) {
  return (
    <>
      {isPending ? (
        <ClipGridSkeleton />
      ) : !page || page.rows.length === 0 ? (
        empty
      ) : (
        <ul className={styles.grid}>
          {page.rows.map((clip, i) => (
            <li key={clip.clipId}>{card(clip, i < 4)}</li>
          ))}
        </ul>
      )}
      {page && <Pagination current={current} total={page.total} pageSize={CLIP_PAGE_SIZE} hrefFor={hrefFor} />}
    </>
  );
}

function ClipGridSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton style={{ aspectRatio: '16 / 9', borderRadius: 0 }} />
          <div className={styles.body}>
            <Skeleton style={{ height: 20, width: '70%' }} />
            <Skeleton style={{ height: 14, width: '50%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

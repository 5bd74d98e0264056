import type { Clip } from '@bazaar/domain/entities';
import { avatarUrl, displayNickname, formatDate, imageUrl } from '@bazaar/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import button from '@/shared/ui/button.module.css';
import { formatSize } from '../lib/video-file';
import styles from './clips.module.css';

/** Posters are shown 16:9 at most ~300 px wide (4 columns of 1200 px), cropped to fill, ×2 for sharp screens. */
export const posterUrl = (src: string): string => imageUrl(src, { w: 600, h: 338, fill: 1 });

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

/** The poster with a play button; once clicked, the video itself plays in its place (controls, sound). */
function ClipPlayer({ clip, eager }: { clip: Clip; eager: boolean }) {
  const [playing, setPlaying] = useState(false);
  const poster = posterUrl(clip.posterUrl);
  if (playing) {
    return (
      <video
        className={styles.video}
        src={clip.videoUrl}
        poster={poster}
        controls
        autoPlay
        playsInline
        preload="none"
        aria-label={`视频：${clip.title}`}
      />
    );
  }
  return (
    <button
      type="button"
      className={styles.poster}
      onClick={() => setPlaying(true)}
      aria-label={`播放「${clip.title}」`}
    >
      <Img src={poster} alt={clip.title} ratio="16 / 9" eager={eager} />
      <span className={styles.play}>
        <PlayIcon />
      </span>
    </button>
  );
}

/** /zt/clips: poster, title, the designer (avatar and name linking to /u/{id}), date. */
export function GalleryClipCard({ clip, eager = false }: { clip: Clip; eager?: boolean }) {
  const name = displayNickname(clip.nickName);
  return (
    <article className={styles.card}>
      <ClipPlayer clip={clip} eager={eager} />
      <div className={styles.body}>
        <h3 className={styles.title} title={clip.title}>
          {clip.title}
        </h3>
        <div className={styles.meta}>
          <Link to={paths.designer(clip.userId)} className={styles.designer}>
            <Img src={clip.avatar ? avatarUrl(clip.avatar) : null} alt="" ratio="1" round className={styles.avatar} />
            <span className={styles.name}>{name}</span>
          </Link>
          <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
        </div>
      </div>
    </article>
  );
}

/** /my/clips: poster (plays too), title, date and size, 删除. */
export function MyClipCard({ clip, onDelete, eager = false }: { clip: Clip; onDelete: () => void; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <ClipPlayer clip={clip} eager={eager} />
      <div className={styles.body}>
        <h3 className={styles.title} title={clip.title}>
          {clip.title}
        </h3>
        <div className={styles.meta}>
          <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
          <span>{formatSize(clip.size)}</span>
          <button
            type="button"
            className={`${button.button} ${button.small} ${styles.delete}`}
            onClick={onDelete}
            aria-label={`删除「${clip.title}」`}
          >
            删除
          </button>
        </div>
      </div>
    </article>
  );
}

export function ClipGridSkeleton() {
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

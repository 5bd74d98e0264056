/**
 * A short video on both sites (issue 16, issue 35): its poster with a play button until tapped, then the video in
 * its place (controls, sound; `preload="none"` so a list of clips costs no video bytes until one is played). The
 * poster image is the site's own (its image component and sizes), as are the classes.
 */
import { useState, type ReactNode } from 'react';

export function ClipPlayer({
  clip,
  image,
  poster,
  classes,
  iconSize = 24,
}: {
  clip: { title: string; videoUrl: string };
  /** The poster as the site draws it. */
  image: ReactNode;
  /** The video's own poster frame while it loads. */
  poster?: string;
  classes: { video?: string; poster?: string; play?: string };
  iconSize?: number;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <video
        className={classes.video}
        src={clip.videoUrl}
        poster={poster}
        controls
        autoPlay
        playsInline
        preload="none"
        aria-label={`视频：${clip.title}`}
      />
    );
  return (
    <button
      type="button"
      className={classes.poster}
      onClick={() => setPlaying(true)}
      aria-label={`播放「${clip.title}」`}
    >
      {image}
      <span className={classes.play}>
        <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
    </button>
  );
}

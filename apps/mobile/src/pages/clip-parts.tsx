/**
 * A short video work on a phone (issue 9, docs/decisions/016-short-video-clips.md): its 16:9 poster with a play
 * button that, tapped, becomes the video itself playing inline (controls, sound: the tap is the gesture a phone
 * asks for), then the title and a meta line. /zt/clips and /my/clips draw their cards with it.
 */
import type { ReactNode } from 'react';
import { ClipPlayer as SharedClipPlayer } from '@bazaar/react/clip-player';
import type { Clip } from '@bazaar/domain/entities';
import { Img } from '@/shared/ui/img';

/** The poster until tapped, then the video in its place (one tap: poster → playing). */
export function ClipPlayer({ clip, priority }: { clip: Clip; priority?: boolean }) {
  return (
    <SharedClipPlayer
      clip={clip}
      iconSize={28}
      classes={{ video: 'm-clip-video', poster: 'm-clip-poster', play: 'm-clip-play' }}
      image={
        <Img
          src={clip.posterUrl}
          alt={clip.title}
          width={414}
          ratio={16 / 9}
          box="16 / 9"
          priority={priority}
          slot={priority ? 'full' : undefined}
        />
      }
    />
  );
}

/** A clip's card: the poster that plays, its title, and the meta line (`children`). */
export function ClipCard({ clip, priority, children }: { clip: Clip; priority?: boolean; children: ReactNode }) {
  return (
    <article className="m-clip" aria-label={clip.title}>
      <ClipPlayer clip={clip} priority={priority} />
      <div className="m-clip-body">
        <h3 className="m-clip-title">{clip.title}</h3>
        <div className="m-clip-meta">{children}</div>
      </div>
    </article>
  );
}

/** Placeholders of the cards' shape while the first page loads. */
export const ClipSkeletons = () => (
  <>
    {[0, 1].map((i) => (
      <li key={i} className="m-skeleton m-clip-skeleton" aria-hidden="true" />
    ))}
  </>
);

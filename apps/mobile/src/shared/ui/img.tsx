/** An image from the image service sized for this phone (lib/image.ts); the box is reserved (no layout shift). */
import { phoneCandidates, type PhoneSlot } from '@bazaar/domain/format/phone-image';
import { phoneImage, type PhoneImageOptions } from '../lib/image';

const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio;

interface Props extends PhoneImageOptions {
  src: string | null | undefined;
  alt: string;
  /** The slot's CSS width (a guess is fine: it picks a rung of the ladder). */
  width: number;
  /** CSS aspect ratio of the box, when the image's own one is not known. */
  box?: string;
  priority?: boolean;
  className?: string;
  /**
   * A largest paint's slot: the browser picks the file from the slot's candidates (`srcset` and `sizes`), and the
   * gateway paints the same candidates in the static shell, so both ask for the same file (mobile-preload.ts).
   */
  slot?: PhoneSlot;
}

export function Img({ src, alt, width, box, priority, className, slot, ...opts }: Props) {
  return (
    <span className={`m-img ${className ?? ''}`} style={box ? { aspectRatio: box } : undefined}>
      {src ? (
        <img
          {...(slot ? phoneCandidates(src, slot, opts) : { src: phoneImage(src, width, dpr, opts) })}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : null}
    </span>
  );
}

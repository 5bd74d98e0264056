/** An image from the image service sized for this phone (lib/image.ts); the box is reserved (no layout shift). */
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
   * The browser picks the file from these candidates instead (`srcset` and `sizes`): for a largest paint the
   * gateway paints in the static shell with the same ones, so both ask for the same file.
   */
  candidates?: { src: string; srcSet: string; sizes: string };
}

export function Img({ src, alt, width, box, priority, className, candidates, ...opts }: Props) {
  return (
    <span className={`m-img ${className ?? ''}`} style={box ? { aspectRatio: box } : undefined}>
      {src ? (
        <img
          src={candidates?.src ?? phoneImage(src, width, dpr, opts)}
          {...(candidates ? { srcSet: candidates.srcSet, sizes: candidates.sizes } : {})}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : null}
    </span>
  );
}

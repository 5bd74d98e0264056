import { useState } from 'react';
import styles from './img.module.css';

interface ImgProps {
  src: string | null;
  alt: string;
  /** CSS aspect-ratio of the reserved box, e.g. "4 / 3" (docs/design.md: no layout shift). */
  ratio: string;
  /** Below the fold → lazy (docs/design.md loading). */
  eager?: boolean;
  className?: string;
  round?: boolean;
  /** Responsive candidates (`srcset`) and the slot width (`sizes`). */
  srcSet?: string;
  sizes?: string;
  /**
   * The page's largest image (LCP): fetched first (`fetchpriority=high`) and shown at once — no fade-in,
   * which would hold back the paint that Largest Contentful Paint measures.
   */
  priority?: boolean;
}

/**
 * An image in a sized box that fades in when loaded; a soft block stands in when there is no src.
 * Eager images (above the fold, one of them the page's largest paint) show at once, without the fade: the
 * fade starts only after the load event and a render, and would hold back Largest Contentful Paint.
 */
export function Img({ src, alt, ratio, eager = false, className, round = false, srcSet, sizes, priority }: ImgProps) {
  const [loaded, setLoaded] = useState(eager || priority === true);
  const box = [styles.box, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={box} style={{ aspectRatio: ratio }}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.img}
          data-loaded={loaded || undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
        />
      ) : (
        <span className={styles.empty} role="img" aria-label={alt} />
      )}
    </div>
  );
}

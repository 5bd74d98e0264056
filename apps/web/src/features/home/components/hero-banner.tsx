import type { CmsContent } from '@bazaar/domain/cms';
import { BANNER_SIZES, bannerSrcSet, bannerUrl } from '@bazaar/domain/format';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { SmartLink } from '@/shared/ui/smart-link';
import styles from './hero-banner.module.css';

const RATIO = '3 / 1';
const AUTOPLAY_MS = 5000;

/** The home banner carousel: CMS covers, autoplay that pauses on hover/focus, arrows and dots. */
export function HeroBanner({ banners, loading }: { banners: CmsContent[]; loading: boolean }) {
  const slides = banners.filter((b) => b.cover);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const count = slides.length;

  useEffect(() => {
    const el = track.current;
    if (el) el.scrollTo({ left: el.clientWidth * index, behavior: 'smooth' });
  }, [index]);

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (loading) return <Skeleton className={styles.frame} style={{ aspectRatio: RATIO }} />;
  if (count === 0) return null;

  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className={styles.frame}
      aria-roledescription="carousel"
      aria-label="精选推荐"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={track}
        className={styles.track}
        onScroll={(e) => {
          const el = e.currentTarget;
          const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (i !== index && Math.abs(el.scrollLeft - i * el.clientWidth) < 2) setIndex(i);
        }}
      >
        {slides.map((b, i) => (
          <div
            key={b.cmsId ?? i}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            <SmartLink to={b.link || '/'} className={styles.link}>
              {/* The first slide is the home page's LCP image; the gateway preloads the same candidates. */}
              <Img
                src={bannerUrl(b.cover ?? '')}
                srcSet={bannerSrcSet(b.cover ?? '')}
                sizes={BANNER_SIZES}
                alt={b.title ?? '活动横幅'}
                ratio={RATIO}
                priority={i === 0}
              />
            </SmartLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className={styles.dots}>
            {slides.map((b, i) => (
              <button
                key={b.cmsId ?? i}
                type="button"
                className={styles.dot}
                aria-label={`第 ${i + 1} 张：${b.title ?? ''}`}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

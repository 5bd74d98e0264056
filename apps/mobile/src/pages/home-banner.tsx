/** The home banner on a phone: CMS covers in a swipeable strip (scroll snap, no autoplay), dots that follow. */
import { useState } from 'react';
import type { CmsContent } from '@bazaar/domain/cms';
import { Img } from '@/shared/ui/img';
import { SmartLink } from '@/shared/ui/smart-link';

/** The CMS banners are drawn 3:1 for the desktop (their text spans the width): shown whole, not cropped. */
const RATIO = '3 / 1';

export function Banner({ slides }: { slides: CmsContent[] | undefined }) {
  const [index, setIndex] = useState(0);
  if (slides === undefined)
    return <div className="m-banner m-skeleton" style={{ aspectRatio: RATIO }} aria-hidden="true" />;
  const shown = slides.filter((s) => s.cover);
  if (shown.length === 0) return null;
  return (
    <section className="m-banner" aria-roledescription="carousel" aria-label="精选推荐">
      <div
        className="m-banner-track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {shown.map((s, i) => (
          <SmartLink
            key={s.cmsId ?? i}
            to={s.link || '/'}
            className="m-banner-slide"
            aria-label={s.title ?? '活动横幅'}
          >
            <Img
              src={s.cover}
              alt={s.title ?? '活动横幅'}
              width={375}
              box={RATIO}
              priority={i === 0}
              slot={i === 0 ? 'banner' : undefined}
            />
          </SmartLink>
        ))}
      </div>
      {shown.length > 1 && (
        <div className="m-banner-dots" aria-hidden="true">
          {shown.map((s, i) => (
            <span key={s.cmsId ?? i} className={i === index ? 'm-dot m-dot-on' : 'm-dot'} />
          ))}
        </div>
      )}
    </section>
  );
}

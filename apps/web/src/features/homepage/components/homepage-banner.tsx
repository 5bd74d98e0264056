import { bannerSrcSet, bannerUrl } from '@bazaar/domain/format';
import styles from './homepage-banner.module.css';

/** Full-width banners: the whole viewport width on phones, at most 1920 px wide. */
const SIZES = '100vw';

/**
 * The homepage banner: the designer's chosen image (one of their works), or the default — a pattern in
 * their theme colour (the page sets `--theme`), so an un-customised homepage still looks finished.
 */
export function HomepageBanner({ image, name }: { image: string | null; name: string }) {
  return (
    <div className={styles.banner} data-default={image === null || undefined}>
      {image ? (
        <img
          className={styles.image}
          src={bannerUrl(image, 1600)}
          srcSet={bannerSrcSet(image)}
          sizes={SIZES}
          alt={`${name}的主页横幅`}
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <div className={styles.pattern} aria-hidden="true" />
      )}
    </div>
  );
}

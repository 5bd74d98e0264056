import type { Brand } from '@bazaar/domain/entities';
import { avatarUrl, bannerSrcSet, bannerUrl, BANNER_SIZES } from '@bazaar/domain/format';
import { Container } from '@/shared/ui/container';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './brand-hero.module.css';

/** A brand's page head on the dark ground that continues the dark header (docs/product.md §2). */
export function BrandHero({ brand }: { brand: Brand | undefined }) {
  return (
    <section className={styles.hero}>
      <div className={styles.banner}>
        {brand?.banner && (
          <Img
            src={bannerUrl(brand.banner)}
            srcSet={bannerSrcSet(brand.banner)}
            sizes={BANNER_SIZES}
            alt=""
            ratio="3 / 1"
            priority
          />
        )}
      </div>
      <Container className={styles.inner}>
        <div className={styles.logo}>
          {brand ? (
            <Img
              src={brand.logo ? avatarUrl(brand.logo) : null}
              alt={`${brand.brandName} 标志`}
              ratio="1 / 1"
              round
              eager
            />
          ) : (
            <Skeleton round style={{ width: '100%', height: '100%' }} />
          )}
        </div>
        <div className={styles.text}>
          {brand ? (
            <>
              <h1 className={styles.name}>{brand.brandName}</h1>
              <p className={styles.slogan}>{brand.slogan}</p>
              <p className={styles.intro}>{brand.intro}</p>
            </>
          ) : (
            <>
              <Skeleton style={{ height: 32, width: 200 }} />
              <Skeleton style={{ height: 18, width: 280, marginTop: 12 }} />
              <Skeleton style={{ height: 44, width: '100%', marginTop: 16 }} />
            </>
          )}
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>招募中</dt>
            <dd>{brand ? brand.openTaskCount : '–'}</dd>
          </div>
          <div>
            <dt>全部任务</dt>
            <dd>{brand ? brand.taskCount : '–'}</dd>
          </div>
        </dl>
      </Container>
    </section>
  );
}

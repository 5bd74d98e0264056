import type { Brand } from '@bazaar/domain/entities';
import { avatarUrl, bannerUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './brand-card.module.css';
import * as paths from '@/shared/lib/page-paths';

/** A brand in the hall: its banner, logo over the edge, name, slogan and how many tasks are open. */
export function BrandCard({ brand, eager }: { brand: Brand; eager?: boolean }) {
  return (
    <Link to={paths.brand(brand.brandId)} className={styles.card}>
      <Img src={brand.banner ? bannerUrl(brand.banner, 800) : null} alt="" ratio="3 / 1" eager={eager} />
      <div className={styles.body}>
        <div className={styles.logo}>
          <Img
            src={brand.logo ? avatarUrl(brand.logo) : null}
            alt={`${brand.brandName} 标志`}
            ratio="1 / 1"
            round
            eager={eager}
          />
        </div>
        <div className={styles.text}>
          <h2 className={styles.name}>{brand.brandName}</h2>
          <p className={styles.slogan}>{brand.slogan}</p>
        </div>
        <span className={styles.open} data-none={brand.openTaskCount === 0 || undefined}>
          {brand.openTaskCount > 0 ? `${brand.openTaskCount} 个任务招募中` : '暂无招募'}
        </span>
      </div>
    </Link>
  );
}

export function BrandCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '3 / 1', borderRadius: 0 }} />
      <div className={styles.body}>
        <div className={styles.logo}>
          <Skeleton round style={{ width: '100%', height: '100%' }} />
        </div>
        <div className={styles.text}>
          <Skeleton style={{ height: 22, width: 120 }} />
          <Skeleton style={{ height: 16, width: '80%', marginTop: 8 }} />
        </div>
      </div>
    </div>
  );
}

import type { Campaign } from '@bazaar/domain/api';
import { BANNER_SIZES, bannerSrcSet, bannerUrl } from '@bazaar/domain/format';
import { Link, useSearchParams } from 'react-router';
import { CampaignWindow } from '@/shared/campaigns/campaign-window';
import { useCampaign, useCampaignWorks } from '@/shared/campaigns/campaigns-api';
import { EntryCard, EntryGridSkeleton } from '@/shared/campaigns/entry-card';
import grid from '@/shared/ui/cards/grid.module.css';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Img } from '@/shared/ui/img';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './campaign.module.css';
import * as paths from '@/shared/lib/page-paths';

const PAGE_SIZE = 24;
const SORTS = [
  ['likes', '人气最高'],
  ['new', '最新参赛'],
] as const;

/** A contest's hall: its banner, window, and the entries with like buttons, by likes or newest. */
export function CampaignHall({ slug, others }: { slug: string; others: Campaign[] }) {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort') === 'new' ? 'new' : 'likes';
  const current = Math.max(1, Number(search.get('page')) || 1);
  const campaign = useCampaign(slug);
  const works = useCampaignWorks(slug, sort, current, PAGE_SIZE);
  const c = campaign.data;
  if (!campaign.isPending && !c)
    return (
      <Container>
        <div className={styles.empty}>
          <EmptyState text="活动不存在或已下线" actionLabel="回到首页" to={paths.home} />
        </div>
      </Container>
    );
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  return (
    <Container className={styles.hall}>
      <header className={styles.hero}>
        {c?.cover ? (
          <Img
            src={bannerUrl(c.cover)}
            srcSet={bannerSrcSet(c.cover)}
            sizes={BANNER_SIZES}
            alt=""
            ratio="3 / 1"
            priority
            className={styles.heroArt}
          />
        ) : (
          <Skeleton className={styles.heroArt} />
        )}
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{c?.title ?? '设计大赛'}</h1>
          {c?.intro && <p className={styles.heroIntro}>{c.intro}</p>}
        </div>
      </header>
      {c && <CampaignWindow campaign={c} />}
      <div className={styles.toolbar}>
        <p className={styles.count}>共 {works.data?.total ?? c?.entryCount ?? 0} 件参赛作品</p>
        <div role="tablist" aria-label="排序" className={styles.tabs}>
          {SORTS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={sort === value}
              className={styles.tab}
              onClick={() =>
                setSearch((s) => {
                  s.set('sort', value);
                  s.delete('page');
                  return s;
                })
              }
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className={grid.works}>
        {works.isPending || !c ? (
          <EntryGridSkeleton />
        ) : (
          works.data?.rows.map((e) => <EntryCard key={e.work.worksId} campaign={c} entry={e} />)
        )}
      </div>
      {works.data && works.data.total > PAGE_SIZE && (
        <Pagination current={current} total={works.data.total} pageSize={PAGE_SIZE} hrefFor={hrefFor} />
      )}
      {others.length > 0 && (
        <nav className={styles.others} aria-label="其他大赛">
          <h2 className={styles.othersTitle}>其他大赛</h2>
          <ul>
            {others.map((o) => (
              <li key={o.slug}>
                <Link to={paths.match(o.slug)}>{o.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Container>
  );
}

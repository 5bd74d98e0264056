import { CATEGORY_FALLBACK } from '@bazaar/domain/constants';
import type { HomepageLayout } from '@bazaar/domain/constants/homepage';
import type { Work } from '@bazaar/domain/entities';
import { imageUrl } from '@bazaar/domain/format';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import grid from '@/shared/ui/cards/grid.module.css';
import { WorkCard, WorkCardSkeleton } from '@/shared/ui/cards/work-card';
import { HeartIcon } from '@/shared/ui/icons';
import { EyeIcon } from '@/shared/ui/icons-more';
import { Img } from '@/shared/ui/img';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDesignerWorks } from '../api/get-homepage';
import { masonryColumns } from '../lib/masonry';
import { homepageHref, PAGE_SIZE_BY_LAYOUT, WORKS_TABS, type HomepageQuery } from '../lib/homepage-query';
import styles from './works-section.module.css';

/** Masonry columns are ≈ 280 px wide: fetch 560 px (scale 2), uncropped, so each keeps its own shape. */
const masonryUrl = (src: string) => imageUrl(src, { w: 560 });
/** List images are up to 880 px wide at 16:9: fetch 1760 × 990 (scale 2), cropped to fill. */
const listUrl = (src: string) => imageUrl(src, { w: 1760, h: 990, fill: 1 });

function Likes({ work }: { work: Work }) {
  return (
    <span className={styles.count} aria-label={`${work.likeCount} 人喜欢`}>
      <HeartIcon size={14} />
      {work.likeCount}
    </span>
  );
}

/** The first works are above the fold on a phone (below the profile): loaded at once, no fade. */
const EAGER = 4;

function MasonryItem({ work, eager }: { work: Work; eager: boolean }) {
  const ratio = work.coverWidth > 0 && work.coverHeight > 0 ? `${work.coverWidth} / ${work.coverHeight}` : '4 / 3';
  return (
    <Link to={paths.work(work.worksId)} className={styles.brick}>
      <Img src={masonryUrl(work.cover)} alt={work.title} ratio={ratio} eager={eager} />
      <span className={styles.brickInfo}>
        <span className={styles.brickTitle}>{work.title}</span>
        <Likes work={work} />
      </span>
    </Link>
  );
}

function ListItem({ work, eager }: { work: Work; eager: boolean }) {
  return (
    <Link to={paths.work(work.worksId)} className={styles.row}>
      <Img src={listUrl(work.cover)} alt={work.title} ratio="16 / 9" eager={eager} />
      <span className={styles.rowInfo}>
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{work.title}</span>
          <span className={styles.rowCategory}>{work.categoryName ?? CATEGORY_FALLBACK}</span>
        </span>
        <span className={styles.rowCounts}>
          <Likes work={work} />
          <span className={styles.count} aria-label={`${work.viewCount} 次浏览`}>
            <EyeIcon size={14} />
            {work.viewCount}
          </span>
        </span>
      </span>
    </Link>
  );
}

function WorksSkeleton({ layout }: { layout: HomepageLayout }) {
  if (layout === 'list')
    return (
      <div className={styles.list}>
        {[0, 1].map((i) => (
          <Skeleton key={i} style={{ aspectRatio: '16 / 9' }} />
        ))}
      </div>
    );
  return (
    <div className={grid.works}>
      {Array.from({ length: 8 }, (_, i) => (
        <WorkCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Phones (docs/design.md ≤ 768 px) get 2 masonry columns, wider screens 4. */
const PHONE = '(max-width: 768px)';
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const useMasonryColumnCount = () =>
  useSyncExternalStore(
    subscribePhone,
    () => (window.matchMedia(PHONE).matches ? 2 : 4),
    () => 4,
  );

function Masonry({ works }: { works: readonly Work[] }) {
  const columns = masonryColumns(works, useMasonryColumnCount());
  return (
    <div className={styles.masonry} data-layout="masonry" style={{ '--columns': columns.length } as CSSProperties}>
      {columns.map((column, i) => (
        <div key={i} className={styles.column}>
          {column.map((w, row) => (
            <MasonryItem key={w.worksId} work={w} eager={row < EAGER / columns.length} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function WorksLayout({ works, layout }: { works: readonly Work[]; layout: HomepageLayout }) {
  if (layout === 'masonry') return <Masonry works={works} />;
  if (layout === 'list')
    return (
      <div className={styles.list} data-layout="list">
        {works.map((w, i) => (
          <ListItem key={w.worksId} work={w} eager={i === 0} />
        ))}
      </div>
    );
  return (
    <div className={grid.works} data-layout="grid">
      {works.map((w, i) => (
        <WorkCard key={w.worksId} work={w} eager={i < EAGER} />
      ))}
    </div>
  );
}

interface WorksSectionProps {
  userId: number;
  query: HomepageQuery;
  layout: HomepageLayout;
}

/** The designer's works: tabs by type (worksType in the URL), the skin's layout, paging. */
export function WorksSection({ userId, query, layout }: WorksSectionProps) {
  const pageSize = PAGE_SIZE_BY_LAYOUT[layout];
  const { data, isPending, isPlaceholderData } = useDesignerWorks({
    userId,
    worksType: query.worksType,
    current: query.current,
    pageSize,
  });
  const rows = data?.rows ?? [];
  return (
    <section className={styles.section} aria-labelledby="works-title">
      <h2 id="works-title" className="visually-hidden">
        作品
      </h2>
      <div className={styles.bar}>
        <nav className={styles.tabs} aria-label="作品类型">
          {WORKS_TABS.map((tab) => (
            <Link
              key={tab.label}
              to={homepageHref(userId, { worksType: tab.worksType, current: 1 })}
              className={styles.tab}
              aria-current={tab.worksType === query.worksType ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <p className={styles.total}>{data ? `共 ${data.total} 件` : '\u00a0'}</p>
      </div>
      {isPending ? (
        <WorksSkeleton layout={layout} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{query.worksType === undefined ? 'TA 还没有发布作品' : '这个分类下还没有作品'}</p>
      ) : (
        <div data-stale={isPlaceholderData || undefined} className={styles.works}>
          <WorksLayout works={rows} layout={layout} />
        </div>
      )}
      {data && (
        <Pagination
          current={query.current}
          total={data.total}
          depth={data.depth}
          pageSize={pageSize}
          hrefFor={(current) => homepageHref(userId, { ...query, current })}
        />
      )}
    </section>
  );
}

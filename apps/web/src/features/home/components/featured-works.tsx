import { HOME_WORKS_LIMIT } from '@bazaar/domain/constants';
import type { CmsContent } from '@bazaar/domain/cms';
import * as paths from '@/shared/lib/paths';
import grid from '@/shared/ui/cards/grid.module.css';
import { WorkCard, WorkCardSkeleton } from '@/shared/ui/cards/work-card';
import { EmptyState } from '@/shared/ui/empty-state';
import { useConfigWorks } from '../api/get-config-works';
import { Section } from './section';

/** 精选作品: the works config's worksIds, truncated to 16 (docs/product.md §9 HOME_WORKS_LIMIT). */
export function FeaturedWorks({ config, loading }: { config: CmsContent | undefined; loading: boolean }) {
  const ids = (config?.worksIds ?? []).slice(0, HOME_WORKS_LIMIT);
  const works = useConfigWorks(ids, ids.length > 0);
  const pending = loading || (ids.length > 0 && works.isPending);
  const list = works.data ?? [];
  return (
    <Section
      id="home-works"
      title={config?.title ?? '精选作品'}
      subtitle="平台编辑精选的插画、包装、Logo 与 IP 形象作品"
      more={{ to: paths.works(), label: '更多作品' }}
    >
      {pending ? (
        <div className={grid.works}>
          {Array.from({ length: 8 }, (_, i) => (
            <WorkCardSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState text="暂时还没有精选作品" actionLabel="浏览全部作品" to={paths.works()} />
      ) : (
        <div className={grid.works}>
          {list.map((work) => (
            <WorkCard key={work.worksId} work={work} />
          ))}
        </div>
      )}
    </Section>
  );
}

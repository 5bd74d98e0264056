import type { CmsContent } from '@bazaar/domain/cms';
import * as paths from '@/shared/lib/paths';
import { openQuickPublish } from '@/shared/quick-publish/quick-publish-store';
import { DesignerCard, DesignerCardSkeleton } from '@/shared/ui/cards/designer-card';
import grid from '@/shared/ui/cards/grid.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { useConfigTalent } from '../api/get-config-talent';
import { Section } from './section';

const SHOWN = 6;
const LEVEL_KEYS = ['level_4', 'level_3', 'level_2', 'level_1'] as const;

/** Designer ids of every level list (docs/product.md §3 level_1..level_4), highest level first, without repeats. */
function designerIds(configs: CmsContent[]): number[] {
  const ids = configs.flatMap((c) => LEVEL_KEYS.flatMap((key) => c[key] ?? []));
  return [...new Set(ids)].slice(0, SHOWN);
}

/** 推荐设计师 via getConfigTalent (docs/product.md §7). */
export function RecommendedDesigners({ configs, loading }: { configs: CmsContent[]; loading: boolean }) {
  const ids = designerIds(configs);
  const talent = useConfigTalent(ids, ids.length > 0);
  const pending = loading || (ids.length > 0 && talent.isPending);
  const list = talent.data ?? [];

  return (
    <Section
      id="home-designers"
      title={configs[0]?.title ?? '推荐设计师'}
      subtitle="经过平台认证的设计师，擅长领域与代表作品一目了然"
      more={{ to: paths.designers, label: '全部设计师' }}
    >
      {pending ? (
        <div className={grid.designers}>
          {Array.from({ length: 3 }, (_, i) => (
            <DesignerCardSkeleton key={i} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState text="暂时还没有推荐设计师" actionLabel="查看全部设计师" to={paths.designers} />
      ) : (
        <div className={grid.designers}>
          {list.map((designer) => (
            <DesignerCard
              key={designer.userId}
              designer={designer}
              onHire={(d) => openQuickPublish({ designerId: d.userId })}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

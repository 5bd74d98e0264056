import { useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { BRAND_HALL_PAGE_SIZE, useBrandPage } from '../api/brands';
import { BrandCard, BrandCardSkeleton } from '../components/brand-card';
import grid from '../components/brand-card.module.css';
import { currentOf } from '../lib/list-params';
import * as paths from '@/shared/lib/page-paths';
import { withQuery } from '@/shared/lib/paths';

/** /brand 品牌专区 (issue 7): every brand hiring through the marketplace, with its open topic tasks. */
export function BrandHallPage() {
  const [params] = useSearchParams();
  const current = currentOf(params);
  const { data, isPending, isPlaceholderData } = useBrandPage(current);

  return (
    <ListPage title="品牌专区" count={data ? `共 ${countText(data)} 个品牌 · 为好品牌做设计` : null}>
      {isPending ? (
        <div className={grid.grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <BrandCardSkeleton key={i} />
          ))}
        </div>
      ) : data && data.rows.length > 0 ? (
        <div className={grid.grid} data-stale={isPlaceholderData || undefined}>
          {data.rows.map((b, i) => (
            <BrandCard key={b.brandId} brand={b} eager={i < 2} />
          ))}
        </div>
      ) : (
        <EmptyState text="品牌正在入驻中，先去看看任务大厅吧" actionLabel="去任务大厅" to={paths.tasks} />
      )}
      {data && (
        <Pagination
          current={current}
          total={data.total}
          pageSize={BRAND_HALL_PAGE_SIZE}
          hrefFor={(n) => withQuery(paths.brandHall, { current: n === 1 ? undefined : n })}
        />
      )}
    </ListPage>
  );
}

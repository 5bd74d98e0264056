import type { Designer } from '@bazaar/domain/entities';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, withQuery } from '@/shared/lib/paths';
import { DesignerCard, DesignerCardSkeleton } from '@/shared/ui/cards/designer-card';
import grid from '@/shared/ui/cards/grid.module.css';
import { countText } from '@/shared/lib/count-text';
import { ListPage } from '@/shared/ui/list-page';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { useTalentsPage } from '../api/get-talents-page';
import { DesignerFilters } from '../components/designer-filters';
import { readTalentsFilters, talentsHref } from '../lib/filters';

/** /designer — the talent directory (issue 6): filters and paging in the URL, cards with 3 samples. */
export function DesignersPage() {
  const [params] = useSearchParams();
  const filters = readTalentsFilters(params);
  const navigate = useNavigate();
  const { data, isPending, isPlaceholderData } = useTalentsPage(filters);
  const rows = data?.rows ?? [];
  // 雇佣TA: the quick-publish dialog comes with the tasks issue; until then the task hall, preselected.
  const hire = (d: Designer) => void navigate(withQuery(paths.tasks, { designerId: d.userId }));
  const total = data ? countText(data) : null;

  return (
    <ListPage title="设计师" count={total === null ? null : `共 ${total} 位设计师`}>
      <DesignerFilters key={filters.keyword ?? ''} filters={filters} />
      {isPending ? (
        <div className={grid.designers}>
          {Array.from({ length: 6 }, (_, i) => (
            <DesignerCardSkeleton key={i} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState text="没有找到符合条件的设计师" actionLabel="清除筛选" to={paths.designers} />
      ) : (
        <div className={grid.designers} data-stale={isPlaceholderData || undefined}>
          {rows.map((d, i) => (
            <DesignerCard key={d.userId} designer={d} onHire={hire} eager={i === 0} />
          ))}
        </div>
      )}
      {data && (
        <Pagination
          current={filters.current}
          total={data.total}
          depth={data.depth}
          pageSize={filters.pageSize}
          hrefFor={(current) => talentsHref({ ...filters, current })}
        />
      )}
    </ListPage>
  );
}

export default DesignersPage;

import { useSearchParams } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { useHireDesigner } from '@/shared/lib/use-hire-designer';
import { CardGrid } from '@/shared/ui/card-grid';
import { DesignerCard } from '@/shared/ui/cards/designer-card';
import { countText } from '@/shared/lib/count-text';
import { ListPage } from '@/shared/ui/list-page';
import { EmptyState } from '@/shared/ui/empty-state';
import { useTalentsPage } from '../api/get-talents-page';
import { DesignerFilters } from '../components/designer-filters';
import { readTalentsFilters, talentsHref } from '../lib/filters';

/** /designer — the talent directory (issue 6): filters and paging in the URL, cards with 3 samples. */
export function DesignersPage() {
  const [params] = useSearchParams();
  const filters = readTalentsFilters(params);
  const page = useTalentsPage(filters);
  const { data } = page;
  const hire = useHireDesigner();

  return (
    <ListPage title="设计师" count={data ? `共 ${countText(data)} 位设计师` : null}>
      <DesignerFilters key={filters.keyword ?? ''} filters={filters} />
      <CardGrid
        kind="designers"
        query={page}
        empty={<EmptyState text="没有找到符合条件的设计师" actionLabel="清除筛选" to={paths.designers} />}
        paging={{
          current: filters.current,
          pageSize: filters.pageSize,
          hrefFor: (current) => talentsHref({ ...filters, current }),
        }}
      >
        {(d, i) => <DesignerCard key={d.userId} designer={d} onHire={hire} eager={i === 0} />}
      </CardGrid>
    </ListPage>
  );
}

export default DesignersPage;

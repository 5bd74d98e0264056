import { PAGE_SIZE_DEFAULT, WORKS_SORT } from '@bazaar/domain/constants';
import { useSearchParams } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { CardGrid } from '@/shared/ui/card-grid';
import { WorkCard } from '@/shared/ui/cards/work-card';
import { countText } from '@/shared/lib/count-text';
import { ListPage } from '@/shared/ui/list-page';
import { EmptyState } from '@/shared/ui/empty-state';
import { useWorksPage, type WorksFilters } from '../api/get-works-page';
import { WorksFilters as Filters } from '../components/works-filters';
import { readWorksFilters } from '../lib/works-filters';

function hrefOf(f: WorksFilters): string {
  return paths.works({
    categoryId: f.categoryId,
    sortType: f.sortType === WORKS_SORT.newest ? undefined : f.sortType,
    current: f.current === 1 ? undefined : f.current,
    pageSize: f.pageSize === PAGE_SIZE_DEFAULT ? undefined : f.pageSize,
  });
}

export function WorksPage() {
  const [params] = useSearchParams();
  const filters = readWorksFilters(params);
  const page = useWorksPage(filters);
  const { data } = page;

  return (
    <ListPage title="作品" count={data ? `共 ${countText(data)} 件作品` : null}>
      <Filters
        categoryId={filters.categoryId}
        sortType={filters.sortType}
        hrefFor={(change) =>
          hrefOf({
            ...filters,
            current: 1,
            categoryId: change.categoryId === null ? undefined : (change.categoryId ?? filters.categoryId),
            sortType: change.sortType ?? filters.sortType,
          })
        }
      />
      <CardGrid
        kind="works"
        query={page}
        empty={<EmptyState text="这个分类下还没有作品" actionLabel="查看全部作品" to={paths.works()} />}
        paging={{
          current: filters.current,
          pageSize: filters.pageSize,
          hrefFor: (current) => hrefOf({ ...filters, current }),
        }}
      >
        {(work, i) => <WorkCard key={work.worksId} work={work} eager={i < 4} />}
      </CardGrid>
    </ListPage>
  );
}

export default WorksPage;

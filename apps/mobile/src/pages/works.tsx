/** 作品: every work, two to a row, by category and newest/hottest (the desktop's query names), loading as you scroll. */
import { useSearchParams } from '@/shared/router';
import { WORKS_SORT } from '@bazaar/domain/constants';
import { call, dataOr } from '@/shared/api';
import { useCategoryChips } from '@/shared/categories';
import { usePaged } from '@/shared/use-paged';
import { WorkCard } from '@/shared/ui/cards';
import { Chips } from '@/shared/ui/chips';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

const int = (v: string | null): number | undefined => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

export default function WorksPage() {
  const [params] = useSearchParams();
  const categoryId = int(params.get('categoryId'));
  const sortType = int(params.get('sortType'));
  const chips = useCategoryChips();
  const list = usePaged(
    `works:${categoryId}:${sortType}`,
    async (current, pageSize) =>
      dataOr(await call('getAllWorksPage', { current, pageSize, categoryId, sortType }), null),
    (w) => w.worksId,
  );
  return (
    <>
      <Chips name="categoryId" options={chips} label="作品分类" />
      <Chips
        name="sortType"
        label="排序"
        options={[
          { value: '', label: '默认' },
          { value: String(WORKS_SORT.newest), label: '最新' },
          { value: String(WORKS_SORT.hottest), label: '最热' },
        ]}
      />
      <div className="m-section">
        {list.empty ? (
          <Empty text="没有找到作品" action={{ to: '/works', label: '查看全部作品' }} />
        ) : (
          <div className="m-grid">
            {list.rows.map((w, i) => (
              <WorkCard key={w.worksId} work={w} priority={i < 2} />
            ))}
            {list.rows.length === 0 && list.loading && <CardSkeletons count={6} className="m-skeleton-work" />}
          </div>
        )}
        <ListEnd list={list} />
      </div>
    </>
  );
}

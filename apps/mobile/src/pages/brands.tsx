/** /brand 品牌专区 on a phone: every brand hiring through the marketplace, loading as you scroll (getBrandPage). */
import '@/styles/pages-content.css';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { BrandCard } from '@/shared/ui/content-cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export default function BrandsPage() {
  const list = usePaged(
    'brands',
    async (current, pageSize) => dataOr(await call('getBrandPage', { current, pageSize }), null),
    (b) => b.brandId,
  );
  return (
    <div className="m-section">
      <p className="m-page-lead">为好品牌做设计</p>
      {list.empty ? (
        <Empty text="品牌正在入驻中，先去看看任务大厅吧" action={{ to: '/task', label: '去任务大厅' }} />
      ) : (
        <div className="m-stack">
          {list.rows.map((b, i) => (
            <BrandCard key={b.brandId} brand={b} priority={i === 0} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={3} className="m-skeleton-brand" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

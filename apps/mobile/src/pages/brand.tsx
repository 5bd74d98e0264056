/**
 * /brand/{id} on a phone (the desktop's brand page): the brand's banner, logo, slogan and intro with its figures,
 * then its topic tasks loading as you scroll — each with 报名详情 (a bottom sheet) and the shared apply action.
 */
import '@/styles/pages-content.css';
import { call, dataOr } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { useParams } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { usePaged } from '@/shared/use-paged';
import { Img } from '@/shared/ui/img';
import { LoadFailed, Missing } from '@/shared/ui/load-failed';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';
import { TopicTaskItem } from '@/shared/ui/topic-task';

export default function BrandPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const brand = useLoad(valid ? `brand:${id}` : null, async () =>
    detailOf(await call('getBrandInfo', { brandId: id }, { silent: true })),
  );
  const tasks = usePaged(
    `brand-tasks:${id}`,
    async (current, pageSize) =>
      valid ? dataOr(await call('getTopicTaskPage', { brandId: id, current, pageSize }), null) : null,
    (t) => t.orderId,
  );
  if (!valid || brand.data?.state === 'missing') return <Missing text="品牌不存在" />;
  if (brand.failed || brand.data?.state === 'failed') return <LoadFailed retry={brand.reload} />;
  const b = brand.data?.data;
  return (
    <>
      <section className="m-brand-hero">
        <Img src={b?.banner} alt="" width={414} ratio={3} box="3 / 1" priority className="m-brand-hero-art" />
        <div className="m-brand-hero-card">
          {b ? (
            <>
              <Img
                src={b.logo}
                alt={`${b.brandName} 标志`}
                width={64}
                ratio={1}
                box="1 / 1"
                className="m-brand-hero-logo"
                priority
              />
              <h2 className="m-detail-title">{b.brandName}</h2>
              <p className="m-brand-slogan">{b.slogan}</p>
              <p className="m-detail-text">{b.intro}</p>
              <dl className="m-brand-stats">
                <div>
                  <dt>招募中</dt>
                  <dd>{b.openTaskCount}</dd>
                </div>
                <div>
                  <dt>全部任务</dt>
                  <dd>{b.taskCount}</dd>
                </div>
              </dl>
            </>
          ) : (
            <div className="m-skeleton m-skeleton-hero" aria-hidden="true" />
          )}
        </div>
      </section>
      <section className="m-section" aria-labelledby="brand-tasks">
        <div className="m-section-head">
          <h2 id="brand-tasks" className="m-section-title">
            品牌任务
          </h2>
          {b && <span className="m-section-count">共 {b.taskCount} 个任务</span>}
        </div>
        {tasks.empty ? (
          <Empty text="这个品牌暂时没有任务，看看其他品牌吧" action={{ to: '/brand', label: '返回品牌专区' }} />
        ) : (
          <div className="m-stack">
            {tasks.rows.map((t) => (
              <TopicTaskItem key={t.orderId} task={t} />
            ))}
            {tasks.rows.length === 0 && tasks.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
          </div>
        )}
        <ListEnd list={tasks} />
      </section>
    </>
  );
}

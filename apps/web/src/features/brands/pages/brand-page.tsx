import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { TaskCardSkeleton } from '@/shared/ui/cards/task-card';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { useBrandInfo } from '../api/brands';
import { TOPIC_TASK_PAGE_SIZE, useTopicTaskPage } from '../api/topic-tasks';
import { BrandHero } from '../components/brand-hero';
import { TopicTaskDialog } from '../components/topic-task-dialog';
import { TopicTaskItem } from '../components/topic-task-item';
import { currentOf } from '../lib/list-params';
import styles from './brand-page.module.css';
import * as paths from '@/shared/lib/page-paths';
import { withQuery } from '@/shared/lib/paths';

/** /brand/{id} (issue 7): the brand's hero, then its topic tasks with apply / cancel and their walls. */
export function BrandPage() {
  const brandId = idFromParam(useParams().id);
  if (brandId === null) throwNotFound();
  const [params] = useSearchParams();
  const current = currentOf(params);
  const brand = useBrandInfo(brandId);
  const tasks = useTopicTaskPage(brandId, current);
  const [details, setDetails] = useState<number | null>(null);
  if (brand.isSuccess && brand.data === null) throwNotFound();

  return (
    <>
      <BrandHero brand={brand.data ?? undefined} />
      <Container className={styles.tasks}>
        <header className={styles.head}>
          <h2 className={styles.title}>品牌任务</h2>
          <p className={styles.count}>{tasks.data ? `共 ${countText(tasks.data)} 个任务` : '\u00a0'}</p>
        </header>
        {tasks.isPending ? (
          <div className={styles.grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <TaskCardSkeleton key={i} />
            ))}
          </div>
        ) : tasks.data && tasks.data.rows.length > 0 ? (
          <div className={styles.grid} data-stale={tasks.isPlaceholderData || undefined}>
            {tasks.data.rows.map((t) => (
              <TopicTaskItem key={t.orderId} task={t} onDetails={setDetails} />
            ))}
          </div>
        ) : (
          <EmptyState text="这个品牌暂时没有任务，看看其他品牌吧" actionLabel="返回品牌专区" to={paths.brandHall} />
        )}
        {tasks.data && (
          <Pagination
            current={current}
            total={tasks.data.total}
            pageSize={TOPIC_TASK_PAGE_SIZE}
            hrefFor={(n) => withQuery(paths.brand(brandId), { current: n === 1 ? undefined : n })}
          />
        )}
      </Container>
      {details !== null && <TopicTaskDialog orderId={details} onClose={() => setDetails(null)} />}
    </>
  );
}

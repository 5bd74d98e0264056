import { APPLICATION_STATUS_NAME } from '@bazaar/domain/constants';
import type { Task } from '@bazaar/domain/entities';
import { Link, useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import * as paths from '@/shared/lib/paths';
import { quickPublishFrom } from '@/shared/quick-publish/quick-publish-triggers';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { CardGrid } from '@/shared/ui/card-grid';
import { TaskCard } from '@/shared/ui/cards/task-card';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { EditIcon } from '@/shared/ui/icons-more';
import { useTaskPage } from '../api/get-task-page';
import { TaskHallFilters } from '../components/task-hall-filters';
import { HALL_PAGE_SIZE, hallHref, hallQuery, readHallFilters } from '../lib/task-filters';
import styles from './task-hall-page.module.css';

const STEPS = ['一句话发布需求', '顾问确认细节', '设计师报名', '选定设计师开工'];

/** docs/product.md §3 apply status: the viewer's own application, on the card's cover. */
const applyBadge = (task: Task) =>
  task.applyStatus === null ? undefined : (
    <span className={styles.mine}>{APPLICATION_STATUS_NAME[task.applyStatus] ?? '已报名'}</span>
  );

/** The intro strip: what the hall is, how a task goes, and 发布任务 (the quick-publish dialog). */
function HallIntro() {
  return (
    <section className={styles.intro} aria-labelledby="task-hall-title">
      <div className={styles.introText}>
        <h1 id="task-hall-title" className={styles.title}>
          任务大厅
        </h1>
        <p className={styles.lead}>雇主一句话发布设计需求，平台顾问协助确认细节，设计师报名接单。</p>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step}>
              <span aria-hidden="true">{i + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </div>
      <Button variant="primary" className={styles.publish} aria-haspopup="dialog" onClick={quickPublishFrom.hall}>
        <EditIcon size={18} />
        发布任务
      </Button>
    </section>
  );
}

/** /task — 任务大厅 (issue 7): filters, 我的报名 for a logged-in designer, task cards, paging in the URL. */
export function TaskHallPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const filters = readHallFilters(params);
  // 我的报名 is a designer's view; anyone else on ?filter=myapply sees the public hall.
  const myApply = filters.myApply && session.isDesigner;
  const query = hallQuery(filters);
  const waitForSession = filters.myApply && session.status === 'loading';
  const page = useTaskPage(query, myApply, !waitForSession);
  const { data } = page;
  const view = { ...filters, myApply };

  return (
    <Container className={styles.page}>
      <HallIntro />
      {session.isDesigner && (
        <nav className={styles.tabs} aria-label="任务范围">
          <Link to={hallHref({ ...view, myApply: false, current: 1 })} aria-current={!myApply || undefined}>
            全部任务
          </Link>
          <Link to={hallHref({ ...view, myApply: true, current: 1 })} aria-current={myApply || undefined}>
            我的报名
          </Link>
        </nav>
      )}
      <TaskHallFilters filters={view} />
      <p className={styles.count} aria-live="polite">
        {data ? `共 ${countText(data)} 个任务` : '\u00a0'}
      </p>
      <CardGrid
        kind="tasks"
        query={page}
        paging={{
          current: filters.current,
          pageSize: HALL_PAGE_SIZE,
          hrefFor: (current) => hallHref({ ...view, current }),
        }}
        empty={
          myApply ? (
            <EmptyState text="你还没有报名任务" actionLabel="去看看全部任务" to={paths.tasks} />
          ) : (
            <EmptyState text="没有找到符合条件的任务" actionLabel="查看全部任务" to={paths.tasks} />
          )
        }
      >
        {(task, i) => <TaskCard key={task.orderId} task={task} eager={i < 4} badge={applyBadge(task)} />}
      </CardGrid>
    </Container>
  );
}

export default TaskHallPage;

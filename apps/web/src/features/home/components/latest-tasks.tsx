import * as paths from '@/shared/lib/paths';
import { TaskCard, TaskCardSkeleton } from '@/shared/ui/cards/task-card';
import grid from '@/shared/ui/cards/grid.module.css';
import { EmptyState } from '@/shared/ui/empty-state';
import { useLatestTasks } from '../api/get-latest-tasks';
import { Section } from './section';

const SHOWN = 8;

/** 最新任务: the newest public tasks (docs/product.md §7 getTaskPage). */
export function LatestTasks() {
  const { data, isPending } = useLatestTasks(SHOWN);
  return (
    <Section
      id="home-tasks"
      title="最新任务"
      subtitle="雇主刚刚发布的设计需求，报名后平台顾问会与你联系"
      more={{ to: paths.tasks, label: '任务大厅' }}
    >
      {isPending ? (
        <div className={grid.works}>
          {Array.from({ length: 4 }, (_, i) => (
            <TaskCardSkeleton key={i} />
          ))}
        </div>
      ) : !data || data.length === 0 ? (
        <EmptyState text="暂时还没有新任务" actionLabel="去任务大厅看看" to={paths.tasks} />
      ) : (
        <div className={grid.works}>
          {data.map((task) => (
            <TaskCard key={task.orderId} task={task} />
          ))}
        </div>
      )}
    </Section>
  );
}

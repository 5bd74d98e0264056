import type { ReactNode } from 'react';
import { DesignerCardSkeleton } from './cards/designer-card';
import grid from './cards/grid.module.css';
import { TaskCardSkeleton } from './cards/task-card';
import { WorkCardSkeleton } from './cards/work-card';

const SKELETON = {
  works: { count: 8, Card: WorkCardSkeleton },
  designers: { count: 6, Card: DesignerCardSkeleton },
  tasks: { count: 8, Card: TaskCardSkeleton },
};

/** Task cards share the works grid (docs/design.md: same 4:3 cover cards). */
const GRID = { works: 'works', designers: 'designers', tasks: 'works' } as const;

interface CardGridProps<T> {
  kind: keyof typeof SKELETON;
  /** The first load: skeleton cards in the grid. */
  pending: boolean;
  /** Another page's rows shown while this one loads: dimmed (list-page.module.css `[data-stale]`). */
  stale: boolean;
  rows: readonly T[];
  /** Shown instead of the grid when a loaded page has no rows. */
  empty: ReactNode;
  children: (row: T, index: number) => ReactNode;
}

/** A list page's results (/works, /designer, /task, search): skeletons, the empty state, or the cards. */
export function CardGrid<T>({ kind, pending, stale, rows, empty, children }: CardGridProps<T>) {
  if (pending) {
    const { count, Card } = SKELETON[kind];
    return (
      <div className={grid[GRID[kind]]}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <div className={grid[GRID[kind]]} data-stale={stale || undefined}>
      {rows.map(children)}
    </div>
  );
}

import type { ReactNode } from 'react';
import { DesignerCardSkeleton } from './cards/designer-card';
import grid from './cards/grid.module.css';
import { TaskCardSkeleton } from './cards/task-card';
import { WorkCardSkeleton } from './cards/work-card';
import { Pagination } from './pagination';

const SKELETON = {
  works: { count: 8, Card: WorkCardSkeleton },
  designers: { count: 6, Card: DesignerCardSkeleton },
  tasks: { count: 8, Card: TaskCardSkeleton },
};

/** Task cards share the works grid (docs/design.md: same 4:3 cover cards). */
const GRID = { works: 'works', designers: 'designers', tasks: 'works' } as const;

/** A list query's page: its rows, and the total and paging depth the pager needs. */
interface ListPage<T> {
  rows: readonly T[];
  total: number;
  depth?: number | undefined;
}

interface CardGridProps<T> {
  kind: keyof typeof SKELETON;
  /**
   * The list's query: skeleton cards on the first load; another page's rows dimmed while this one loads
   * (placeholder data, list-page.module.css `[data-stale]`).
   */
  query: { data?: ListPage<T> | undefined; isPending: boolean; isPlaceholderData: boolean };
  /** Shown instead of the grid when a loaded page has no rows. */
  empty: ReactNode;
  /** The pager under the grid, once a page has loaded: the page shown, its size, and each page's link. */
  paging: { current: number; pageSize: number; hrefFor: (page: number) => string };
  children: (row: T, index: number) => ReactNode;
}

/**
 * A list page's results and their pager (/works, /designer, /task, search): skeletons, the empty state, or the
 * cards, then the page links.
 */
export function CardGrid<T>({ kind, query, empty, paging, children }: CardGridProps<T>) {
  const { data, isPending, isPlaceholderData } = query;
  return (
    <>
      <Cards kind={kind} pending={isPending} stale={isPlaceholderData} rows={data?.rows ?? []} empty={empty}>
        {children}
      </Cards>
      {data && <Pagination {...paging} total={data.total} depth={data.depth} />}
    </>
  );
}

function Cards<T>({
  kind,
  pending,
  stale,
  rows,
  empty,
  children,
}: Pick<CardGridProps<T>, 'kind' | 'empty' | 'children'> & { pending: boolean; stale: boolean; rows: readonly T[] }) {
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

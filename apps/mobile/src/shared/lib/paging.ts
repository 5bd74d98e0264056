/**
 * Lists that load more as you scroll (issue 26): the rows so far and whether another page exists. The api's
 * paging reaches min(total, depth) rows (docs/decisions/007); an empty or short page also ends the list.
 */
export interface PageLike<T> {
  rows: T[];
  total: number;
  pageSize: number;
  depth?: number;
}

export interface Paged<T> {
  rows: T[];
  /** The last page loaded (0 before the first). */
  page: number;
  done: boolean;
}

export const emptyPaged = <T>(): Paged<T> => ({ rows: [], page: 0, done: false });

/** Appends page `page`'s rows (dropping rows already shown, by key: lists shift while one scrolls). */
export function appendPage<T>(
  state: Paged<T>,
  page: number,
  result: PageLike<T>,
  keyOf: (row: T) => unknown,
): Paged<T> {
  const seen = new Set(state.rows.map(keyOf));
  const rows = [...state.rows, ...result.rows.filter((r) => !seen.has(keyOf(r)))];
  const reach = Math.min(result.total, result.depth ?? Number.POSITIVE_INFINITY);
  const done = result.rows.length === 0 || result.rows.length < result.pageSize || page * result.pageSize >= reach;
  return { rows, page, done };
}

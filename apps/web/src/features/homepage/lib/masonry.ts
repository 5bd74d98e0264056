/**
 * Masonry columns: each work goes to the currently shortest column (heights from the cover's own
 * proportions), so columns fill left to right and end level — CSS `columns` would balance 6 equal
 * covers into 3 of 4 columns and leave one empty.
 */
export function masonryColumns<T extends { coverWidth: number; coverHeight: number }>(
  items: readonly T[],
  count: number,
): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const heights = columns.map(() => 0);
  for (const item of items) {
    const ratio = item.coverWidth > 0 && item.coverHeight > 0 ? item.coverHeight / item.coverWidth : 0.75;
    const shortest = heights.indexOf(Math.min(...heights));
    columns[shortest]!.push(item);
    heights[shortest]! += ratio;
  }
  return columns;
}

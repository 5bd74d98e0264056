/** docs/product.md §3/§4: a task timeline's current step is the first entry with isHappening. */

/** Index of the current step; -1 when no entry is happening (or the list is not a list). */
export function currentTimelineIndex(entries: readonly { isHappening: boolean }[]): number {
  if (!Array.isArray(entries)) return -1;
  return entries.findIndex((entry) => entry?.isHappening === true);
}

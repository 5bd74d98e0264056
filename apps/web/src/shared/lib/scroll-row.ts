/**
 * Rows that scroll sideways on narrow screens (the header's tab strip, the console's desk menu): the current
 * item is brought to the middle of its row. Arithmetic on scrollLeft, not scrollIntoView, which would also
 * scroll the page itself (back up, when the browser has restored a scrolled page). A no-op where the row
 * does not overflow.
 */
export function centerInRow(item: HTMLElement, row: HTMLElement | null = scrollingRowOf(item)): void {
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
}

/** The nearest ancestor that scrolls sideways, if any. */
function scrollingRowOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (p.scrollWidth > p.clientWidth && /auto|scroll/.test(getComputedStyle(p).overflowX)) return p;
  }
  return null;
}

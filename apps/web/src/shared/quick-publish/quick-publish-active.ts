/**
 * Whether a quick publish (the dialog or its success modal) is on screen. The platform statement (docs/product.md §4,
 * shown once after a first login) waits for it: a visitor who logs in inside the dialog reads the statement
 * after 朕知道了, not over the success modal. Only lazy chunks use this (the host, the statement dialog).
 */
import { useSyncExternalStore } from 'react';

let active = false;
const watchers = new Set<() => void>();

export function setQuickPublishActive(next: boolean): void {
  if (next === active) return;
  active = next;
  for (const watcher of watchers) watcher();
}

const watch = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

export const useQuickPublishActive = (): boolean => useSyncExternalStore(watch, () => active);

/**
 * Route chunks being fetched, for the navigation progress bar (docs/product.md §9). A page's first visit suspends on
 * its lazy chunk while react-router keeps the previous page on screen (navigations are transitions); this
 * counter is what the data router's `useNavigation().state` used to report.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
// React.lazy calls the loader while rendering: listeners hear of it after that render, never during it.
const emit = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  return load.finally(() => {
    pending -= 1;
    emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => pending > 0;

export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

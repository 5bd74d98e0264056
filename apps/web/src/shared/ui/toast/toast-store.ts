/**
 * The one toast helper (docs/conventions.md §9). docs/product.md §8: top offset 88 px, 2 s, at most 2 visible —
 * the oldest toast leaves when a third arrives. Plain TypeScript so the API client and tests use it
 * without React.
 */
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@bazaar/domain/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = items.filter((t) => t.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  const kept = items.slice(-(TOAST_MAX_VISIBLE - 1));
  for (const dropped of items.slice(0, items.length - kept.length)) dismissToast(dropped.id);
  items = [...kept, { id, kind, message }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastItem[] => items,
  /** Tests only: forget every toast. */
  reset(): void {
    for (const id of [...timers.keys()]) dismissToast(id);
    items = [];
  },
};

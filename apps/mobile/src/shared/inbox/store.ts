/**
 * The phone site's inbox (issue 25 on phones, docs/decisions/025): the unread counts of messages and
 * notifications, and the tab's one event stream (`@bazaar/domain/client/events`, the web's too: an EventSource
 * on /api/events through the phone port's gateway, reconnecting with Last-Event-ID). A lazy chunk: only a
 * logged-in page loads it (src/shared/ui/inbox-slots.tsx), so a visitor's first load carries none of it.
 */
import { eventStream } from '@bazaar/domain/client/events';
import type { StreamEvent, UnreadCounts } from '@bazaar/domain/entities';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { call } from '@/shared/api';

const NONE: UnreadCounts = { messages: 0, notifications: 0 };
let counts: UnreadCounts = NONE;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sets the counts (an answer that carries them, e.g. marking notifications read). */
export function setCounts(next: UnreadCounts): void {
  if (next.messages === counts.messages && next.notifications === counts.notifications) return;
  counts = next;
  listeners.forEach((l) => l());
}

/** Reads the counts again, soon: events come in bursts (a message is a `message` and a `notification`). */
export function refreshCounts(delay = 150): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void call('getUnreadCounts', undefined, { silent: true }).then((result) => {
      if (result.success && result.data) setCounts(result.data);
    });
  }, delay);
}

/** Forgets the counts (logged out). */
export const clearCounts = (): void => setCounts(NONE);

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(listen, () => counts);
}

/** Calls `handler` with each event of the stream while the component is mounted (the stream is shared). */
export function useStreamEvents(handler: (event: StreamEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => eventStream.subscribe((event) => latest.current(event)), []);
}

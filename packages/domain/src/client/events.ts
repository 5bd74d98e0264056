/**
 * `@bazaar/domain/client/events`: a browser's one event stream (issue 25, decision 022) — an EventSource on
 * `/api/events`, opened while anything listens and shared by every listener of the tab, closed with the last.
 * The browser reconnects by itself and sends Last-Event-ID, so the api replays what was missed. The web's
 * top bar and the phone site's inbox both listen through it. Kept apart from `@bazaar/domain/client`: only
 * a logged-in page's lazy inbox loads it.
 */
import type { StreamEvent, StreamEventType } from '../entities/messaging.js';

export const EVENTS_PATH = '/api/events';
export const STREAM_EVENT_TYPES: readonly StreamEventType[] = ['message', 'read', 'notification'];

type Listener = (event: StreamEvent) => void;

/** What the stream needs of the platform's EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void;
  close(): void;
}
/** Opens a source, or null where the platform has none (a server render, an old browser: no live updates). */
export type EventSourceFactory = (url: string) => EventSourceLike | null;

declare const globalThis: { EventSource?: new (url: string) => EventSourceLike };

const platformSource: EventSourceFactory = (url) => {
  const Source = globalThis.EventSource;
  return Source ? new Source(url) : null;
};

/** One event's data as the api sends it, or null when it is not one of ours (it is then ignored). */
export function parseStreamEvent(type: string, data: unknown): StreamEvent | null {
  if (typeof data !== 'string' || !(STREAM_EVENT_TYPES as readonly string[]).includes(type)) return null;
  try {
    const event = JSON.parse(data) as { type?: unknown } | null;
    return event && typeof event === 'object' && event.type === type ? (event as StreamEvent) : null;
  } catch {
    return null;
  }
}

export interface EventStream {
  /** Listens to the stream (opening it); answers the function that stops (the last one closes it). */
  subscribe(listener: Listener): () => void;
}

export function createEventStream(url: string = EVENTS_PATH, open: EventSourceFactory = platformSource): EventStream {
  const listeners = new Set<Listener>();
  let source: EventSourceLike | null = null;
  const start = () => {
    if (source) return;
    const opened = open(url);
    if (!opened) return;
    source = opened;
    for (const type of STREAM_EVENT_TYPES)
      opened.addEventListener(type, (raw) => {
        const event = parseStreamEvent(type, raw.data);
        if (event) for (const listener of [...listeners]) listener(event);
      });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },
  };
}

/** The tab's stream (one module instance per app bundle). */
export const eventStream: EventStream = createEventStream();

/**
 * The browser's one event stream (issue 25, decision 022): an EventSource on /api/events, opened while
 * anything listens (the top bar's bell does while logged in) and shared by every listener of the tab. The
 * browser reconnects by itself and sends Last-Event-ID, so the api replays what was missed.
 */
import type { StreamEvent } from '@bazaar/domain/entities';

type Listener = (event: StreamEvent) => void;

const EVENTS_URL = '/api/events';
const TYPES: StreamEvent['type'][] = ['message', 'read', 'notification'];
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function dispatch(raw: MessageEvent<string>): void {
  let event: StreamEvent;
  try {
    event = JSON.parse(raw.data) as StreamEvent;
  } catch {
    return;
  }
  for (const listener of listeners) listener(event);
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(EVENTS_URL);
  for (const type of TYPES) source.addEventListener(type, dispatch as EventListener);
}

/** Listens to the stream; answers the function that stops (the stream closes with its last listener). */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
    }
  };
}

import { describe, expect, it } from 'vitest';
import type { Message } from '../entities/messaging.js';
import { createEventStream, parseStreamEvent, type EventSourceLike } from './events.js';

/** A fake EventSource: remembers its listeners, can be made to emit, knows whether it was closed. */
function fakeSources() {
  const made: { url: string; listeners: Map<string, (e: { data: unknown }) => void>; closed: boolean }[] = [];
  const open = (url: string): EventSourceLike => {
    const source = { url, listeners: new Map<string, (e: { data: unknown }) => void>(), closed: false };
    made.push(source);
    return {
      addEventListener: (type, listener) => source.listeners.set(type, listener),
      close: () => {
        source.closed = true;
      },
    };
  };
  return { made, open };
}

const read = { type: 'read', conversationId: 3, readerId: 2, messageId: 9 } as const;

describe('parseStreamEvent', () => {
  it('answers the event when its data is JSON of the named type', () => {
    expect(parseStreamEvent('read', JSON.stringify(read))).toEqual(read);
  });
  it('ignores other types, broken JSON and data of another type', () => {
    expect(parseStreamEvent('ping', JSON.stringify(read))).toBeNull();
    expect(parseStreamEvent('read', '{')).toBeNull();
    expect(parseStreamEvent('message', JSON.stringify(read))).toBeNull();
    expect(parseStreamEvent('read', 42)).toBeNull();
  });
});

describe('createEventStream', () => {
  it('opens one source for every listener, hands each event to all, closes with the last', () => {
    const { made, open } = fakeSources();
    const stream = createEventStream('/api/events', open);
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = stream.subscribe((e) => a.push(e));
    const stopB = stream.subscribe((e) => b.push(e));
    expect(made).toHaveLength(1);
    expect(made[0]!.url).toBe('/api/events');
    expect([...made[0]!.listeners.keys()]).toEqual(['message', 'read', 'notification']);
    made[0]!.listeners.get('read')!({ data: JSON.stringify(read) });
    expect(a).toEqual([read]);
    expect(b).toEqual([read]);
    stopA();
    expect(made[0]!.closed).toBe(false);
    stopB();
    expect(made[0]!.closed).toBe(true);
    // A new listener opens a new source.
    stream.subscribe(() => undefined);
    expect(made).toHaveLength(2);
  });

  it('does nothing where there is no EventSource', () => {
    const stream = createEventStream('/api/events', () => null);
    const stop = stream.subscribe(() => undefined);
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('passes a message event on as sent', () => {
    const { made, open } = fakeSources();
    const got: unknown[] = [];
    createEventStream('/api/events', open).subscribe((e) => got.push(e));
    const message = { messageId: 1, conversationId: 3 } as Message;
    made[0]!.listeners.get('message')!({ data: JSON.stringify({ type: 'message', message }) });
    expect(got).toEqual([{ type: 'message', message }]);
  });
});

/**
 * The event stream (issue 25, decision 022) over real HTTP on every driver: a message reaches the other side's
 * open stream once it is stored; a reconnect with Last-Event-ID replays exactly what was missed, in order, once;
 * an account holds at most MAX_STREAMS_PER_ACCOUNT streams (issue 34).
 */
import type { AddressInfo } from 'node:net';
import type { Message } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin, userCalls } from '../../test/login';
import { MAX_STREAMS_PER_ACCOUNT, SUPERSEDED_RETRY_MS } from './event-hub';

const EMPLOYER = '13900000001';
const DESIGNER_6 = '13800000006';
const DESIGNER_7 = '13800000007';

interface SseEvent {
  id: number;
  type: string;
  data: { type: string; message?: Message; notification?: { kind: string } };
}

/** An open stream: its events as they arrive, parsed from the raw text/event-stream. */
async function openStream(base: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { ...bearer(token), ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let text = '';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
          const id = field('id');
          if (id === undefined) continue; // retry, comments, heartbeats
          events.push({ id: Number(id), type: field('event')!, data: JSON.parse(field('data')!) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  let isEnded = false;
  void ended.then(() => (isEnded = true));
  return {
    res,
    events,
    /** All the text received, comments and `retry` lines included. */
    text: () => text,
    /** Whether the stream has ended (by the server, or closed here). */
    isEnded: () => isEnded,
    /** Resolves true once the stream ends, false if it is still open after `ms`. */
    endsWithin: (ms: number) =>
      Promise.race([ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
    /** Resolves once at least `n` events arrived (fails the test after 5 s). */
    async count(n: number) {
      const deadline = Date.now() + 5_000;
      while (events.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${events.length} of ${n} events arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events;
    },
    close: () => controller.abort(),
  };
}

describe.each(DRIVERS)('the event stream on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  let base: string;
  const clock = new ManualClock(new Date());
  const { post, tokenOf } = userCalls(() => ({ app: t.app, login }));

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  let sent = 0;
  const send = async (conversationId: number, text: string, mobile: string) => {
    const res = await post<Message>(
      '/api/conversations/send',
      { conversationId, clientId: `events-test-${++sent}`, text },
      mobile,
    );
    expect(res.body.success).toBe(true);
    return res;
  };

  it('refuses a visitor and answers a logged-in user a text/event-stream nginx does not buffer', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    const stream = await openStream(base, await tokenOf(DESIGNER_6));
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    stream.close();
  });

  it('delivers a stored message live, then replays exactly what a dropped stream missed after Last-Event-ID', async () => {
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 6 }, EMPLOYER)).body
      .data.conversationId;
    const stream = await openStream(base, await tokenOf(DESIGNER_6));
    await new Promise((r) => setTimeout(r, 100)); // the stream is registered
    const first = await send(id, '实时一', EMPLOYER);
    // The message, then the grouped 新消息 notification, both from the one transaction.
    const live = await stream.count(2);
    expect(live.map((e) => e.type)).toEqual(['message', 'notification']);
    expect(live[0]!.data.message).toEqual(first.body.data);
    expect(live[1]!.data.notification).toMatchObject({ kind: 'message' });
    const lastSeen = live[1]!.id;
    stream.close();

    // Missed while away: three messages and a read receipt of the designer's own other tab.
    for (const text of ['离线一', '离线二', '离线三']) await send(id, text, EMPLOYER);
    await post('/api/conversations/read', { conversationId: id }, DESIGNER_6);

    const again = await openStream(base, await tokenOf(DESIGNER_6), lastSeen);
    const replayed = await again.count(7);
    await new Promise((r) => setTimeout(r, 300)); // nothing more than what was missed arrives
    expect(again.events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((k) => lastSeen + k));
    expect(replayed.filter((e) => e.type === 'message').map((e) => e.data.message!.text)).toEqual([
      '离线一',
      '离线二',
      '离线三',
    ]);
    expect(replayed.at(-1)!.type).toBe('read');

    // And live again on the new stream.
    await send(id, '回来了', EMPLOYER);
    const more = await again.count(9);
    expect(more[7]!.data.message!.text).toBe('回来了');
    again.close();
  });

  it('starts a first connection at the newest event, and a Last-Event-ID from another database at the newest too', async () => {
    const stream = await openStream(base, await tokenOf(DESIGNER_6), 1_000_000);
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 6 }, EMPLOYER)).body
      .data.conversationId;
    await new Promise((r) => setTimeout(r, 100));
    await send(id, '新的一条', EMPLOYER);
    const events = await stream.count(2);
    expect(events[0]!.data.message!.text).toBe('新的一条');
    stream.close();
  });

  it('keeps at most 10 streams per account: the 11th ends the oldest, the others and other accounts stay open', async () => {
    expect(MAX_STREAMS_PER_ACCOUNT).toBe(10);
    const id = (await post<{ conversationId: number }>('/api/conversations/open', { designerId: 7 }, EMPLOYER)).body
      .data.conversationId;
    // Another account's stream, open before and after.
    const employer = await openStream(base, await tokenOf(EMPLOYER));
    const designer = await tokenOf(DESIGNER_7);
    const streams = [];
    for (let i = 0; i < 11; i++) streams.push(await openStream(base, designer));
    const [oldest, ...rest] = streams;

    expect(await oldest!.endsWithin(5_000)).toBe(true);
    // Its tab waits a minute before it reconnects (and ends the next oldest in turn).
    expect(oldest!.text()).toContain(`retry: ${SUPERSEDED_RETRY_MS}\n`);

    // The ten newest are open and live: each gets the message and its notification.
    await send(id, '十个都收到', EMPLOYER);
    for (const stream of rest) {
      const events = await stream.count(2);
      expect(events[0]!.data.message!.text).toBe('十个都收到');
      expect(stream.isEnded()).toBe(false);
    }
    expect(oldest!.events).toEqual([]);
    // And the other account's one stream was never touched: the reply arrives after its own message's echo.
    const before = (await employer.count(1)).length;
    await send(id, '收到', DESIGNER_7);
    const after = (await employer.count(before + 1)).slice(before);
    expect(after.map((e) => e.data.message?.text)).toContain('收到');
    expect(employer.isEnded()).toBe(false);
    for (const stream of [employer, ...rest]) stream.close();
  });
});

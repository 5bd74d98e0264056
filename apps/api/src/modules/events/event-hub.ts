/**
 * The api process's open event streams (issue 25, decision 022). One LISTEN per process: a notification names
 * a user, and each of that user's streams here reads its events after the last one it sent, from the
 * database. So live delivery and a reconnect's replay are one code path, every event is sent once and in
 * order per stream, and several api processes (or gateways) need nothing but the database between them.
 */
import type { DatabaseHandle, Db } from '../../db/database';
import { EVENTS_CHANNEL_PREFIX, eventsAfter, lastSeq } from './events.repository';

/** Chosen: a comment line every 25 s keeps proxies (nginx's 60 s read timeout) and browsers from closing. */
export const HEARTBEAT_MS = 25_000;
const BATCH = 200;

/**
 * Issue 34: at most this many open streams per account in one api process (a browser opens one per tab), so one
 * account cannot hold connections without end. Opening another ends the account's oldest stream.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/**
 * What an ended oldest stream's browser waits before reconnecting (the SSE `retry` field): with more tabs open than
 * the cap, its reconnect would end the next oldest in turn, so the tabs take turns once a minute, not every 2 s.
 */
export const SUPERSEDED_RETRY_MS = 60_000;

export interface StreamSink {
  userId: number;
  /** The last sequence number sent. */
  lastSeq: number;
  /** Writes raw SSE text; false when the connection is gone. */
  write(chunk: string): boolean;
  /**
   * Ends the connection: the process is closing (the browser reconnects elsewhere with Last-Event-ID), or the
   * account opened a stream past MAX_STREAMS_PER_ACCOUNT and this was its oldest.
   */
  end(): void;
}

interface Stream extends StreamSink {
  pumping: boolean;
  again: boolean;
}

export class EventHub {
  readonly #db: Db;
  readonly #byUser = new Map<number, Set<Stream>>();
  #stopListening: (() => Promise<void>) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  readonly #onError: (err: unknown) => void;

  constructor(db: Db, onError: (err: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  async start(database: DatabaseHandle, heartbeatMs = HEARTBEAT_MS): Promise<void> {
    this.#stopListening = await database.listen(
      EVENTS_CHANNEL_PREFIX + database.schema,
      (payload) => this.#notify(Number(payload)),
      () => this.#pumpAll(),
    );
    this.#heartbeat = setInterval(() => this.#beat(), heartbeatMs);
    this.#heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const set of this.#byUser.values()) for (const s of set) s.end();
    this.#byUser.clear();
    await this.#stopListening?.();
  }

  /**
   * Where a new stream starts: after the browser's `Last-Event-ID` (a reconnect replays what it missed), else at
   * the user's newest event. A number from another database (reset, restored) beyond the newest starts there.
   */
  async startOf(userId: number, lastEventId: string | string[] | undefined): Promise<number> {
    const newest = await lastSeq(this.#db, userId);
    const given = Number(lastEventId);
    return Number.isInteger(given) && given >= 0 ? Math.min(given, newest) : newest;
  }

  /**
   * Adds a stream and sends what it missed since `sink.lastSeq`; answers the function that removes it. An account
   * at MAX_STREAMS_PER_ACCOUNT has its oldest stream ended first (a Set iterates in insertion order).
   */
  add(sink: StreamSink): () => void {
    const stream: Stream = Object.assign(sink, { pumping: false, again: false });
    let set = this.#byUser.get(sink.userId);
    if (!set) this.#byUser.set(sink.userId, (set = new Set()));
    for (const oldest of set) {
      if (set.size < MAX_STREAMS_PER_ACCOUNT) break;
      set.delete(oldest);
      oldest.write(`retry: ${SUPERSEDED_RETRY_MS}\n: closed: this account opened more streams\n\n`);
      oldest.end();
    }
    set.add(stream);
    void this.#pump(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.#byUser.get(sink.userId) === set) this.#byUser.delete(sink.userId);
    };
  }

  #notify(userId: number): void {
    const set = this.#byUser.get(userId);
    if (set) for (const stream of set) void this.#pump(stream);
  }

  #pumpAll(): void {
    for (const set of this.#byUser.values()) for (const stream of set) void this.#pump(stream);
  }

  #beat(): void {
    for (const set of this.#byUser.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  /** One read at a time per stream; a notification during a read asks for another. */
  async #pump(stream: Stream): Promise<void> {
    if (stream.pumping) {
      stream.again = true;
      return;
    }
    stream.pumping = true;
    try {
      do {
        stream.again = false;
        const rows = await eventsAfter(this.#db, stream.userId, stream.lastSeq, BATCH);
        for (const row of rows) {
          if (!stream.write(`id: ${row.seq}\nevent: ${row.type}\ndata: ${row.payload}\n\n`)) return;
          stream.lastSeq = row.seq;
        }
        if (rows.length === BATCH) stream.again = true;
      } while (stream.again);
    } catch (err) {
      this.#onError(err);
    } finally {
      stream.pumping = false;
    }
  }
}

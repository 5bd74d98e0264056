/**
 * The hot search answers of one api process, kept for seconds (issue 34 item 7, docs/search.md "What the cache
 * may serve stale"). What is kept is what costs: which works or designers a keyword finds, or a list's first
 * pages hold, in order, and the total (ids only — the rows, with their counts and the viewer's favorites, are read
 * fresh on every request), and the search box's suggestions.
 *
 * - An answer is fresh for FRESH_MS. Older, up to STALE_MS, it is still served while one request reads it again
 *   in the background (so a hot keyword never waits for its statement); older than that it is read again.
 * - A change that can alter a keyword's matches (migration 0025's triggers: works added, removed, retitled…)
 *   notifies every process on commit, and each drops everything it kept. A read that began before the drop is
 *   not kept (the generation moved), so it cannot put a pre-change answer back.
 * - Requests for the same key while it is being read share that read (16 clients asking 猫 at once run one
 *   statement, not 16).
 * - At most MAX_ENTRIES keys, the least recently used dropped first.
 */
import type { DatabaseHandle } from '../../db/database';

/** An answer younger than this is served as it is. */
export const FRESH_MS = 2_000;
/** An answer younger than this is served while it is read again; older ones are read before answering. */
export const STALE_MS = 5_000;
export const MAX_ENTRIES = 2_000;
/**
 * A list without keyword is kept for its first pages only: those are what everyone opens; a crawl through
 * deeper pages would only push the hot answers out.
 */
export const LIST_CACHE_PAGES = 3;
/** The channel of migration 0025's triggers (with the schema appended, as the events channel). */
export const SEARCH_CHANNEL_PREFIX = 'bazaar_search_';

interface Entry {
  value: unknown;
  at: number;
  refreshing: boolean;
}

export class SearchCache {
  readonly #entries = new Map<string, Entry>();
  readonly #reading = new Map<string, Promise<unknown>>();
  readonly #now: () => number;
  #generation = 0;
  #stopListening: (() => Promise<void>) | null = null;

  /** `now`: a monotonic clock in milliseconds (tests pass their own). */
  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /** Drops everything kept when the database says a search's answers may have changed (and after a lost LISTEN). */
  async start(database: DatabaseHandle): Promise<void> {
    const clear = () => this.clear();
    this.#stopListening = await database.listen(SEARCH_CHANNEL_PREFIX + database.schema, clear, clear);
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
    this.clear();
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#reading.clear();
  }

  /** The kept answer of `key` (see the rules above), or `read()`'s. `T` is what `read` answers for this key. */
  async get<T>(key: string, read: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    const age = entry ? this.#now() - entry.at : Infinity;
    if (entry && age < STALE_MS) {
      // Most recently used last: the Map's first key is the one to drop.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (age >= FRESH_MS && !entry.refreshing) {
        entry.refreshing = true;
        this.#read(key, read).catch(() => {
          // The next request past STALE_MS reads again and answers that read's error itself.
          entry.refreshing = false;
        });
      }
      return entry.value as T;
    }
    return (this.#reading.get(key) as Promise<T> | undefined) ?? this.#read(key, read);
  }

  #read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const generation = this.#generation;
    const started = this.#now();
    const reading = read().then(
      (value) => {
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
        if (generation === this.#generation) this.#keep(key, { value, at: started, refreshing: false });
        return value;
      },
      (error: unknown) => {
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
        throw error;
      },
    );
    this.#reading.set(key, reading);
    return reading;
  }

  #keep(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}

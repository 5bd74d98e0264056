/**
 * A list the event stream keeps current (the conversations, the notifications): the pages shown so far, read
 * again whole when `reload` is called (an event changed them) — a few dozen rows, so no merging by hand.
 * `more` shows one more page. `failed` only when nothing could be shown (a later failed read keeps the rows).
 */
import { PHONE_INBOX_PAGE_SIZE } from '@bazaar/domain/api/phone-page-data';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** The gateway preloads /messages' first page with this size (phone-page-data.ts). */
export const LIST_PAGE_SIZE = PHONE_INBOX_PAGE_SIZE;

export function useLiveList<T>(fetchPage: (current: number) => Promise<PageOf<T> | null>, keyOf: (row: T) => unknown) {
  const [state, setState] = useState<{ rows: T[]; total: number; pages: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const pages = useRef(1);
  const round = useRef(0);
  const shown = useRef(false);
  const fetchRef = useRef(fetchPage);
  const keyRef = useRef(keyOf);
  useEffect(() => {
    fetchRef.current = fetchPage;
    keyRef.current = keyOf;
  });

  // Reads every page shown so far; answers null when a newer read started meanwhile (its answer wins).
  const read = useCallback(async () => {
    const mine = ++round.current;
    const count = pages.current;
    const results = await Promise.all(Array.from({ length: count }, (_, i) => fetchRef.current(i + 1)));
    return mine === round.current ? { count, results } : null;
  }, []);
  const show = useCallback((answer: { count: number; results: (PageOf<T> | null)[] } | null) => {
    if (!answer) return;
    const { count, results } = answer;
    if (results.some((r) => r === null)) {
      if (!shown.current) setFailed(true);
      return;
    }
    const seen = new Set<unknown>();
    const rows: T[] = [];
    for (const row of results.flatMap((r) => r!.rows)) {
      const key = keyRef.current(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
    shown.current = true;
    setFailed(false);
    setState({ rows, total: results[0]!.total, pages: count });
  }, []);
  const reload = useCallback(() => void read().then(show), [read, show]);

  useEffect(() => {
    void read().then(show);
  }, [read, show]);

  return {
    rows: state?.rows ?? [],
    loading: state === null && !failed,
    failed,
    hasMore: state !== null && state.rows.length < state.total && state.rows.length >= state.pages * LIST_PAGE_SIZE,
    reload,
    retry: () => {
      setFailed(false);
      reload();
    },
    more: () => {
      pages.current += 1;
      reload();
    },
  };
}

/**
 * A list that loads its next page when its end scrolls into view (IntersectionObserver, 600 px early), as
 * phone lists do (antd-mobile InfiniteScroll). `key` names the list; a new key starts over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PHONE_PAGE_SIZE } from '@bazaar/domain/api/phone-page-data';
import { appendPage, emptyPaged, type PageLike, type Paged } from './lib/paging';

/** The gateway preloads a list's first page (phone-page-data.ts): the same size, byte for byte the same URL. */
export const PAGE_SIZE = PHONE_PAGE_SIZE;

export function usePaged<T>(
  key: string,
  fetchPage: (current: number, pageSize: number) => Promise<PageLike<T> | null>,
  keyOf: (row: T) => unknown,
) {
  const [state, setState] = useState<Paged<T> & { key: string; failed: boolean }>(() => ({
    ...emptyPaged<T>(),
    key,
    failed: false,
  }));
  const busy = useRef(false);
  const current = state.key === key ? state : { ...emptyPaged<T>(), key, failed: false };

  const more = useCallback(async () => {
    if (busy.current || current.done || current.failed) return;
    busy.current = true;
    const page = current.page + 1;
    const result = await fetchPage(page, PAGE_SIZE);
    busy.current = false;
    setState((s) => {
      const base = s.key === key ? s : { ...emptyPaged<T>(), key, failed: false };
      if (!result) return { ...base, failed: true };
      if (page !== base.page + 1) return base;
      return { ...appendPage(base, page, result, keyOf), key, failed: false };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, current.page, current.done, current.failed]);

  // A callback ref (state): the effect re-runs when the list's end element mounts.
  const [el, sentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!el || current.done || current.failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void more();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, more, current.done, current.failed]);

  return {
    rows: current.rows,
    loading: !current.done && !current.failed,
    empty: current.done && current.rows.length === 0,
    failed: current.failed,
    retry: () => setState((s) => ({ ...s, failed: false })),
    sentinel,
  };
}

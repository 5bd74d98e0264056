import { VISIT_SOURCE_TYPE, VISIT_TYPE } from '@bazaar/domain/constants';
import { useEffect } from 'react';
import { callApi } from '../api/client';

/**
 * docs/product.md §7/§9: a work's page or a designer's homepage records one visit per view (visitType from
 * VISIT_TYPE, sourceType 10111010), once `ready` — the page decides when a view counts.
 */
export function useRecordVisit(kind: keyof typeof VISIT_TYPE, id: number, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    // A timer instead of firing at once: React's dev double-mount cancels the first; no second count.
    const timer = setTimeout(() => {
      void callApi('visit', { id, visitType: VISIT_TYPE[kind], sourceType: VISIT_SOURCE_TYPE }, { silent: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [kind, id, ready]);
}

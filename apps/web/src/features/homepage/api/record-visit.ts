import { VISIT_SOURCE_TYPE, VISIT_TYPE } from '@bazaar/domain/constants';
import { useEffect } from 'react';
import { callApi } from '@/shared/api/client';

/**
 * spec §9: a homepage visit is recorded once per view (visitType 10141020, sourceType 10111010).
 * Chosen: a designer looking at their own homepage is not a visit.
 */
export function useRecordHomepageVisit(userId: number, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    // A timer instead of firing at once: React's dev double-mount cancels the first; no second count.
    const timer = setTimeout(() => {
      void callApi(
        'visit',
        { id: userId, visitType: VISIT_TYPE.designer, sourceType: VISIT_SOURCE_TYPE },
        { silent: true },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [userId, ready]);
}

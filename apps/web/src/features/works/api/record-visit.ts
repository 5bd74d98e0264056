import { VISIT_SOURCE_TYPE, VISIT_TYPE } from '@bazaar/domain/constants';
import { useEffect } from 'react';
import { callApi } from '@/shared/api/client';

/** spec §7/§9: a work's page view is recorded once per visit (visitType 10141010, sourceType 10111010). */
export function useRecordWorkVisit(worksId: number, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    // A timer instead of firing at once: React's dev double-mount cancels the first; no second count.
    const timer = setTimeout(() => {
      void callApi(
        'visit',
        { id: worksId, visitType: VISIT_TYPE.works, sourceType: VISIT_SOURCE_TYPE },
        { silent: true },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [worksId, ready]);
}

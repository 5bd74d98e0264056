/** Visits and page views (docs/product.md §2): what the beacons record. */
import { VISIT_TYPE } from '@bazaar/domain/constants';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { bumpWorkViews } from '../works/work-records.repository';
import * as repo from './visits.repository';

/** One visit; a work's also counts toward its views — in one transaction, so the two move together. */
export async function recordVisit(
  db: Db,
  visit: { id: number; visitType: number; sourceType: number },
  userId: number | null,
): Promise<void> {
  await transact(db, async (trx) => {
    await repo.insertVisit(trx, {
      targetId: visit.id,
      visitType: visit.visitType,
      sourceType: visit.sourceType,
      userId, // docs/product.md §2: "a page view is recorded with the user id"
    });
    if (visit.visitType === VISIT_TYPE.works) await bumpWorkViews(trx, visit.id);
  });
}

/** The navigation beacon's page views, with who viewed (a user, else the browser id). */
export function recordPageViews(
  db: Db,
  views: readonly { path: string; referrer: string }[],
  who: { userId: number | null; browserId: string | null },
): Promise<void> {
  return repo.insertPageViews(db, views, who);
}

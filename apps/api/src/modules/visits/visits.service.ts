/** Visits and page views (docs/product.md §2): what the beacons record. */
import { VISIT_TYPE } from '@bazaar/domain/constants';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { transact } from '../../db/transact';
import { bumpWorkViews } from '../works/work-records.repository';
import * as repo from './visits.repository';

/** One visit; a work's also counts toward its views — in one transaction, so the two move together. */
export async function recordVisit(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  visit: { id: number; visitType: number; sourceType: number },
): Promise<void> {
  const userId = viewer?.userId ?? null;
  await transact(deps.db, async (trx) => {
    await repo.insertVisit(trx, {
      targetId: visit.id,
      visitType: visit.visitType,
      sourceType: visit.sourceType,
      userId, // docs/product.md §2: "a page view is recorded with the user id"
    });
    if (visit.visitType === VISIT_TYPE.works) await bumpWorkViews(trx, visit.id);
  });
}

/** The navigation beacon's page views, with who viewed (the viewer, else the browser id). */
export function recordPageViews(
  deps: Pick<Deps, 'db'>,
  viewer: SessionUser | null,
  { views, browserId }: { views: readonly { path: string; referrer: string }[]; browserId: string | null },
): Promise<void> {
  return repo.insertPageViews(deps.db, views, { userId: viewer?.userId ?? null, browserId });
}

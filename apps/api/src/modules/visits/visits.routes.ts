import { endpoints } from '@bazaar/domain/api';
import { VISIT_TYPE } from '@bazaar/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as repo from './visits.repository';

export function visitsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.visit, async (v, request) => {
    // One transaction: the visit row and the works' view counter move together.
    await db.transaction().execute(async (trx) => {
      await repo.insertVisit(trx, {
        targetId: v.id,
        visitType: v.visitType,
        sourceType: v.sourceType,
        userId: request.user?.userId ?? null, // spec §2: "a page view is recorded with the user id"
      });
      if (v.visitType === VISIT_TYPE.works) await repo.bumpWorkViews(trx, v.id);
    });
    return null;
  });
}

import { endpoints } from '@bazaar/domain/api';
import { VISIT_TYPE } from '@bazaar/domain/constants';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/errors';
import type { Db } from '../../db/database';
import { browserIdOf } from '../../http/browser-id';
import { route } from '../../http/endpoint';
import * as repo from './visits.repository';
import { bumpWorkViews } from '../works/work-records.repository';

export function visitsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.visit, async (v, request) => {
    // One transaction: the visit row and the works' view counter move together.
    await db.transaction().execute(async (trx) => {
      await repo.insertVisit(trx, {
        targetId: v.id,
        visitType: v.visitType,
        sourceType: v.sourceType,
        userId: request.user?.userId ?? null, // docs/product.md §2: "a page view is recorded with the user id"
      });
      if (v.visitType === VISIT_TYPE.works) await bumpWorkViews(trx, v.id);
    });
    return null;
  });

  // The navigation beacon (docs/product.md §2) sends its JSON as text/plain (no CORS preflight, no custom header).
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new DomainError('E010001', '请求体不是合法的 JSON'), undefined);
      }
    });
    route(scope, endpoints.pageView, async (q, request) => {
      await repo.insertPageViews(db, q.views, {
        userId: request.user?.userId ?? null,
        browserId: browserIdOf(request),
      });
      return null;
    });
  });
}

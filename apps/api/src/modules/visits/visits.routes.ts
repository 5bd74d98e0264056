import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/errors';
import type { Db } from '../../db/database';
import { browserIdOf } from '../../http/browser-id';
import { route } from '../../http/endpoint';
import * as visits from './visits.service';

export function visitsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.visit, async (v, request) => {
    await visits.recordVisit(db, v, request.user?.userId ?? null);
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
      await visits.recordPageViews(db, q.views, {
        userId: request.user?.userId ?? null,
        browserId: browserIdOf(request),
      });
      return null;
    });
  });
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/errors';
import { browserIdOf } from '../../http/browser-id';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as visits from './visits.service';

export function visitsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.visit, async (v, request) => {
    await visits.recordVisit(deps, request.user, v);
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
      await visits.recordPageViews(deps, request.user, { views: q.views, browserId: browserIdOf(request) });
      return null;
    });
  });
}

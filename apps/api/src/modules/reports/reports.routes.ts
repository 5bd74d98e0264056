import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as reports from './reports.service';

export function reportsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getDictionaryByTypeCode, (q) => reports.dictionary(deps, q));
  route(app, endpoints.reportWorks, async (q, request) => {
    await reports.reportWork(deps, request.user, q);
    return null;
  });
}

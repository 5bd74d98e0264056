import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as reports from './reports.service';

export function reportsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getDictionaryByTypeCode, (q) => reports.dictionary(db, q.code));
  route(app, endpoints.reportWorks, async (q, request) => {
    await reports.reportWork(db, request.user.userId, q);
    return null;
  });
}

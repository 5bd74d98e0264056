import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as works from './works.service';

export function worksRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getAllWorksPage, (q) => works.worksPage(db, q));
  route(app, endpoints.getConfigWorks, (q) => works.configWorks(db, q.ids));
  route(app, endpoints.getWorksInfo, (q) => works.workDetail(db, q.worksId));
  route(app, endpoints.getAlikeWorksList, (q) => works.alikeWorks(db, q.worksId, q.limit));
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { SearchCache } from '../search/search-cache';
import * as works from './works.service';

export function worksRoutes(app: FastifyInstance, db: Db, searchCache: SearchCache): void {
  // Optional calls: a logged-in viewer's favorites set isAdd.
  route(app, endpoints.getAllWorksPage, (q, r) => works.worksPage(db, r.user?.userId ?? null, q, searchCache));
  route(app, endpoints.getConfigWorks, (q, r) => works.configWorks(db, r.user?.userId ?? null, q.ids));
  route(app, endpoints.getWorksInfo, (q, r) => works.workDetail(db, r.user?.userId ?? null, q.worksId));
  route(app, endpoints.getAlikeWorksList, (q, r) => works.alikeWorks(db, r.user?.userId ?? null, q.worksId, q.limit));
  route(app, endpoints.getTalentWorksList, (q, r) => works.talentWorks(db, r.user?.userId ?? null, q.userIds, q.limit));
}

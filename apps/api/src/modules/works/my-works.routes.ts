import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { LocalStorage } from '../../services/storage/local-storage';
import * as myWorks from './my-works.service';

export function myWorksRoutes(app: FastifyInstance, db: Db, storage: LocalStorage): void {
  route(app, endpoints.getMyWorksPage, (q, r) => myWorks.myWorksPage(db, r.user.userId, q.current, q.pageSize));
  route(app, endpoints.saveWorks, (input, r) => myWorks.saveWorks(db, storage, r.user, input));
  route(app, endpoints.deleteWorks, (input, r) => myWorks.deleteWorks(db, r.user.userId, input.worksId));
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as designers from './designers.service';

export function designersRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getAllTalentsPage, (q) => designers.talentsPage(db, q));
  route(app, endpoints.getConfigTalent, (q) => designers.configTalents(db, q.ids));
  route(app, endpoints.getTalentHomepageInfo, (q) => designers.homepageInfo(db, q.userId));
  route(app, endpoints.getDesignerWorkStatus, (q) => designers.workStatus(db, q.userId));
}

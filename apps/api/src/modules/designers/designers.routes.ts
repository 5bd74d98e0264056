import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { SearchCache } from '../search/search-cache';
import * as designers from './designers.service';

export function designersRoutes(app: FastifyInstance, db: Db, searchCache: SearchCache): void {
  // Optional calls: a logged-in viewer's favorites set isAdd.
  route(app, endpoints.getAllTalentsPage, (q, r) => designers.talentsPage(db, r.user?.userId ?? null, q, searchCache));
  route(app, endpoints.getConfigTalent, (q, r) => designers.configTalents(db, r.user?.userId ?? null, q.ids));
  route(app, endpoints.getTalentHomepageInfo, (q, r) =>
    designers.homepageInfo(db, r.user?.userId ?? null, q.userId, (problems) =>
      r.log.warn({ userId: q.userId, problems }, 'broken homepage config replaced by defaults'),
    ),
  );
  route(app, endpoints.updateHomepageInfo, async (b, r) => {
    await designers.updateHomepage(db, r.user, b.homepageConfigKey);
    return null;
  });
  route(app, endpoints.getTonedList, (b) => designers.tonedList(db, b.userIds));
  route(app, endpoints.getTurnOverList, (b) => designers.turnOverList(db, b.userIds));
  route(app, endpoints.getDesignerWorkStatus, (q) => designers.workStatus(db, q.userId));
  route(app, endpoints.updateDesignerOnLeaveStatus, async (q, request) => {
    await designers.setOnLeave(db, request.user, Number(q.isOnLeave) === 1);
    return null;
  });
}

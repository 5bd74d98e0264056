import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as designers from './designers.service';

export function designersRoutes(app: FastifyInstance, deps: Deps): void {
  // Optional calls: a logged-in viewer's favorites set isAdd.
  route(app, endpoints.getAllTalentsPage, (q, r) => designers.talentsPage(deps, r.user, q));
  route(app, endpoints.getConfigTalent, (q, r) => designers.configTalents(deps, r.user, q));
  route(app, endpoints.getTalentHomepageInfo, (q, r) =>
    designers.homepageInfo(deps, r.user, {
      userId: q.userId,
      onProblems: (problems) =>
        r.log.warn({ userId: q.userId, problems }, 'broken homepage config replaced by defaults'),
    }),
  );
  route(app, endpoints.updateHomepageInfo, async (b, r) => {
    await designers.updateHomepage(deps, r.user, b);
    return null;
  });
  route(app, endpoints.getTonedList, (b) => designers.tonedList(deps, b));
  route(app, endpoints.getTurnOverList, (b) => designers.turnOverList(deps, b));
  route(app, endpoints.getDesignerWorkStatus, (q) => designers.workStatus(deps, q));
  route(app, endpoints.updateDesignerOnLeaveStatus, async (q, request) => {
    await designers.setOnLeave(deps, request.user, { isOnLeave: Number(q.isOnLeave) === 1 });
    return null;
  });
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as works from './works.service';

export function worksRoutes(app: FastifyInstance, deps: Deps): void {
  // Optional calls: a logged-in viewer's favorites set isAdd.
  route(app, endpoints.getAllWorksPage, (q, r) => works.worksPage(deps, r.user, q));
  route(app, endpoints.getConfigWorks, (q, r) => works.configWorks(deps, r.user, q));
  route(app, endpoints.getWorksInfo, (q, r) => works.workDetail(deps, r.user, q));
  route(app, endpoints.getAlikeWorksList, (q, r) => works.alikeWorks(deps, r.user, q));
  route(app, endpoints.getTalentWorksList, (q, r) => works.talentWorks(deps, r.user, q));
}

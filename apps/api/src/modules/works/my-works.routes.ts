import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as myWorks from './my-works.service';

export function myWorksRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getMyWorksPage, (q, r) => myWorks.myWorksPage(deps, r.user, q));
  route(app, endpoints.saveWorks, (input, r) => myWorks.saveWorks(deps, r.user, input));
  route(app, endpoints.deleteWorks, (input, r) => myWorks.deleteWorks(deps, r.user, input));
}

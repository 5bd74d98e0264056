import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as activities from './activities.service';

export function activitiesRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getActivityPage, (q) => activities.activityPage(deps, q));
  route(app, endpoints.getActivityInfo, (q) => activities.activityInfo(deps, q));
}

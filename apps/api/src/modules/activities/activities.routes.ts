import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import * as activities from './activities.service';

export function activitiesRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  route(app, endpoints.getActivityPage, (q) => activities.activityPage(db, clock, q.current, q.pageSize));
  route(app, endpoints.getActivityInfo, (q) => activities.activityInfo(db, clock, q.activityId));
}

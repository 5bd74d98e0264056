import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as tasks from './tasks.service';

export function tasksRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getTaskPage, (q) => tasks.taskPage(db, q));
  route(app, endpoints.getTaskInfo, (q) => tasks.taskInfo(db, q.orderId));
}

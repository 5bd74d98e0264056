import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import { likeWork } from './likes.service';

export function likesRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.likeWorks, (q, request) => likeWork(db, request.user.userId, q.worksId));
}

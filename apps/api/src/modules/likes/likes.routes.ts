import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import { likeWork } from './likes.service';

export function likesRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.likeWorks, (q, request) => likeWork(deps, request.user, q));
}

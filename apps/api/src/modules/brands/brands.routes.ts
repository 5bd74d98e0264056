import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as brands from './brands.service';

export function brandsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getBrandPage, (q) => brands.brandPage(deps, q));
  route(app, endpoints.getBrandInfo, (q) => brands.brandInfo(deps, q));
}

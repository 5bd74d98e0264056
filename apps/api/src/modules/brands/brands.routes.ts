import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as brands from './brands.service';

export function brandsRoutes(app: FastifyInstance, db: Db): void {
  route(app, endpoints.getBrandPage, (q) => brands.brandPage(db, q.current, q.pageSize));
  route(app, endpoints.getBrandInfo, (q) => brands.brandInfo(db, q.brandId));
}

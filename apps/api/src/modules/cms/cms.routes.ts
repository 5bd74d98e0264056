import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as cms from './cms.service';

export function cmsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getCmsConfigInfos, (q) => cms.configs(deps, q));
  // Issue 22: the consultant QR of the quick-publish dialog, as the operator set it (null: none set).
  route(app, endpoints.getConsultantQr, () => cms.consultantQr(deps));
  route(app, endpoints.getAllCategories, () => cms.categories(deps));
  route(app, endpoints.getChooseCategoryInfo, () => cms.categoriesWithWorks(deps));
}

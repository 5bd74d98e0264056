import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import { CmsService } from './cms.service';

export function cmsRoutes(app: FastifyInstance, db: Db): void {
  const cms = new CmsService(db);
  route(app, endpoints.getCmsConfigInfos, (q) => cms.configs(q));
  // Issue 22: the consultant QR of the quick-publish dialog, as the operator set it (null: none set).
  route(app, endpoints.getConsultantQr, () => cms.consultantQr());
  route(app, endpoints.getAllCategories, () => cms.categories());
  route(app, endpoints.getChooseCategoryInfo, () => cms.categoriesWithWorks());
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import { CmsAdminService } from './cms-admin.service';

/** The console's CMS (issue 8): operators only (the contract's `operator` auth, 401/403 otherwise). */
export function cmsAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const cms = new CmsAdminService(db, clock);
  route(app, endpoints.adminCmsPositions, () => cms.positions());
  route(app, endpoints.adminCmsPosition, (q) => cms.position(q.page, q.position));
  route(app, endpoints.adminCmsSaveDraft, (q, r) => cms.saveDraft(q.page, q.position, q.items, q.note, r.user.userId));
  route(app, endpoints.adminCmsPublish, (q) => cms.publish(q.versionId));
  route(app, endpoints.adminCmsRollback, (q, r) => cms.rollback(q.versionId, r.user.userId));
}

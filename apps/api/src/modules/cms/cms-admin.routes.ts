import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as cms from './cms-admin.service';

/** The console's CMS (issue 8): operators only (the contract's `operator` auth, 401/403 otherwise). */
export function cmsAdminRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.adminCmsPositions, () => cms.positions(deps));
  route(app, endpoints.adminCmsPosition, (q) => cms.position(deps, q));
  route(app, endpoints.adminCmsSaveDraft, (q, r) => cms.saveDraft(deps, r.user, q));
  route(app, endpoints.adminCmsPublish, (q) => cms.publish(deps, q));
  route(app, endpoints.adminCmsRollback, (q, r) => cms.rollback(deps, r.user, q));
}

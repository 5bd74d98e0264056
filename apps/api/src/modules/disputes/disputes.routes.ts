import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import { decideDispute } from './disputes.decide';
import * as disputes from './disputes.service';

/** Disputes and the task page's deal state (issue 25, docs/decisions/023). */
export function disputesRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getTaskDeal, (q, req) => disputes.taskDeal(deps, req.user, q));
  route(app, endpoints.openTaskDispute, (q, req) => disputes.openDispute(deps, req.user, q));
  route(app, endpoints.getDisputePage, (q) => disputes.disputePage(deps, q));
  route(app, endpoints.getDisputeInfo, (q) => disputes.disputeInfo(deps, q));
  route(app, endpoints.decideDispute, (q, req) => decideDispute(deps, req.user, q));
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import { decideDispute } from './disputes.decide';
import * as disputes from './disputes.service';

/** Disputes and the task page's deal state (issue 25, docs/decisions/023). */
export function disputesRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  route(app, endpoints.getTaskDeal, (q, req) => disputes.taskDeal(db, req.user, q.orderId));
  route(app, endpoints.openTaskDispute, (q, req) => disputes.openDispute(db, clock, req.user, q));
  route(app, endpoints.getDisputePage, (q) => disputes.disputePage(db, q));
  route(app, endpoints.getDisputeInfo, (q) => disputes.disputeInfo(db, q.disputeId));
  route(app, endpoints.decideDispute, (q, req) => decideDispute(db, clock, req.user, q));
}

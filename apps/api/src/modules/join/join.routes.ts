import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as join from './join.service';
import * as review from '../reports/reports-review.service';

/** Issue 8: /join, the console's application and report reviews, and the reporter's own list. */
export function joinRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getMyJoinApplication, (_q, req) => join.myApplication(deps, req.user));
  route(app, endpoints.applyJoin, ({ agree: _agree, ...input }, req) => join.apply(deps, req.user, input));
  route(app, endpoints.getJoinApplicationPage, (q) => join.applicationPage(deps, q));
  route(app, endpoints.approveJoinApplication, (q, req) => join.approve(deps, req.user, q));
  route(app, endpoints.refuseJoinApplication, (q, req) => join.refuse(deps, req.user, q));
  route(app, endpoints.getMyReportPage, (q, req) => review.myReportPage(deps, req.user, q));
  route(app, endpoints.getReportPage, (q) => review.reportPage(deps, q));
  route(app, endpoints.hideReportedWorks, (q, req) => review.hideWorks(deps, req.user, q));
  route(app, endpoints.dismissReport, (q, req) => review.dismiss(deps, req.user, q));
}

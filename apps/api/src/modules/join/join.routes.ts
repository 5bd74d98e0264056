import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import type { LocalStorage } from '../../services/storage/local-storage';
import * as join from './join.service';
import * as review from '../reports/reports-review.service';

/** Issue 8: /join, the console's application and report reviews, and the reporter's own list. */
export function joinRoutes(app: FastifyInstance, db: Db, storage: LocalStorage, clock: Clock): void {
  route(app, endpoints.getMyJoinApplication, (_q, req) => join.myApplication(db, req.user));
  route(app, endpoints.applyJoin, ({ agree: _agree, ...input }, req) => join.apply(db, storage, req.user, input));
  route(app, endpoints.getJoinApplicationPage, (q) => join.applicationPage(db, q));
  route(app, endpoints.approveJoinApplication, (q, req) => join.approve(db, clock, req.user, q.applicationId));
  route(app, endpoints.refuseJoinApplication, (q, req) => join.refuse(db, clock, req.user, q.applicationId, q.reason));

  route(app, endpoints.getMyReportPage, (q, req) => review.myReportPage(db, req.user, q));
  route(app, endpoints.getReportPage, (q) => review.reportPage(db, q));
  route(app, endpoints.hideReportedWorks, (q, req) => review.hideWorks(db, clock, req.user, q.reportId, q.reply));
  route(app, endpoints.dismissReport, (q, req) => review.dismiss(db, clock, req.user, q.reportId, q.reply));
}

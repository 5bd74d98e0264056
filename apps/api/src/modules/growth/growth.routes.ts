/** Designer growth calls (issue 9): exams and their review, the capability model, plans, reports. */
import { endpoints } from '@bazaar/domain/api';
import { isExamType } from '@bazaar/domain/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { Clock } from '../../services/clock/clock';
import type { LocalStorage } from '../../services/storage/local-storage';
import * as exams from './exams.service';
import * as plans from './growth-plans.service';
import * as reports from './reports.service';

const examType = (t: string) => {
  if (!isExamType(t)) throw new DomainError('E010001', '测评类型不正确');
  return t;
};

export function growthRoutes(app: FastifyInstance, db: Db, storage: LocalStorage, clock: Clock): void {
  route(app, endpoints.getResultOfCapacityModel, (q, req) =>
    exams.result(db, clock, req.user.userId, examType(q.type)),
  );
  route(app, endpoints.capacityModelTest, (q, req) =>
    q.action === 'start'
      ? exams.start(db, clock, req.user, examType(q.type))
      : exams.submit(db, clock, storage, req.user, examType(q.type), q.answerUrl),
  );
  route(app, endpoints.getCapacityModel, (_q, req) => exams.model(db, clock, req.user.userId));
  route(app, endpoints.getExamReviewPage, (q) => exams.reviewPage(db, clock, q));
  route(app, endpoints.reviewExam, (q, req) => exams.review(db, clock, req.user, q));

  route(app, endpoints.getGrowthPlanList, (_q, req) => plans.planList(db, req.user));
  route(app, endpoints.joinGrowthPlan, (q, req) => plans.join(db, req.user, q.planId));
  route(app, endpoints.leaveGrowthPlan, (q, req) => plans.leave(db, req.user, q.planId));

  route(app, endpoints.getMyDiagnosis, (_q, req) => reports.diagnosis(db, req.user.userId));
  route(app, endpoints.getMyAccountHealth, (_q, req) => reports.health(db, req.user.userId));
}

/** Designer growth calls (issue 9): exams and their review, the capability model, plans, reports. */
import { endpoints } from '@bazaar/domain/api';
import { isExamType } from '@bazaar/domain/rules';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import * as exams from './exams.service';
import * as plans from './growth-plans.service';
import * as reports from './reports.service';

const examType = (t: string) => {
  if (!isExamType(t)) throw new DomainError('E010001', '测评类型不正确');
  return t;
};

export function growthRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getResultOfCapacityModel, (q, req) => exams.result(deps, req.user, { type: examType(q.type) }));
  route(app, endpoints.capacityModelTest, (q, req) =>
    q.action === 'start'
      ? exams.start(deps, req.user, { type: examType(q.type) })
      : exams.submit(deps, req.user, { type: examType(q.type), answerUrl: q.answerUrl }),
  );
  route(app, endpoints.getCapacityModel, (_q, req) => exams.model(deps, req.user));
  route(app, endpoints.getExamReviewPage, (q) => exams.reviewPage(deps, q));
  route(app, endpoints.reviewExam, (q, req) => exams.review(deps, req.user, q));
  route(app, endpoints.getGrowthPlanList, (_q, req) => plans.planList(deps, req.user));
  route(app, endpoints.joinGrowthPlan, (q, req) => plans.join(deps, req.user, q));
  route(app, endpoints.leaveGrowthPlan, (q, req) => plans.leave(deps, req.user, q));
  route(app, endpoints.getMyDiagnosis, (_q, req) => reports.diagnosis(deps, req.user));
  route(app, endpoints.getMyAccountHealth, (_q, req) => reports.health(deps, req.user));
}

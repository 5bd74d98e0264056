import { endpoints } from '@bazaar/domain/api';
import { TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import * as tasks from './tasks.service';

export function tasksRoutes(app: FastifyInstance, db: Db): void {
  // — Lists and info
  route(app, endpoints.getTaskPage, (q, req) => tasks.taskPage(db, req.user, q));
  route(app, endpoints.getTopicTaskPage, (q, req) => tasks.topicTaskPage(db, req.user, q));
  route(app, endpoints.getActivityTaskPage, (q, req) => tasks.activityTaskPage(db, req.user, q));
  route(app, endpoints.getMyPublishTaskPage, (q, req) => tasks.myPublishTaskPage(db, req.user, q));
  route(app, endpoints.getMyApplyPage, (q, req) => tasks.myApplyPage(db, req.user, q));
  route(app, endpoints.getTaskInfo, (q, req) => tasks.taskInfo(db, req.user, q.orderId));
  route(app, endpoints.getTopicTaskInfo, (q, req) => tasks.taskInfo(db, req.user, q.orderId, TASK_KIND.topic));
  route(app, endpoints.getTaskApplyCount, (q, req) =>
    tasks.applyCount(db, req.user, q.orderId, TASK_PROPERTIES.normal),
  );
  route(app, endpoints.getIpadTaskApplyCount, (q, req) =>
    tasks.applyCount(db, req.user, q.orderId, TASK_PROPERTIES.ipad),
  );
  route(app, endpoints.getEnterpriseTaskApplyCount, (q, req) =>
    tasks.applyCount(db, req.user, q.orderId, TASK_PROPERTIES.enterprise),
  );
  route(app, endpoints.getMyApplyStatus, (q, req) => tasks.myApplyStatus(db, req.user, q.orderId));
  route(app, endpoints.getTaskApplyDesignerPage, (q, req) => tasks.applicantPage(db, req.user, q));
  route(app, endpoints.getTopicTaskApplyPage, (q, req) => tasks.topicApplicantPage(db, req.user, q));
}

import { endpoints } from '@bazaar/domain/api';
import { TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import type { LocalStorage } from '../../services/storage/local-storage';
import * as admin from './tasks.admin';
import * as applying from './tasks.apply';
import * as attachments from './tasks.attachments';
import * as lifecycle from './tasks.lifecycle';
import * as publishing from './tasks.publish';
import * as tasks from './tasks.service';
import { TASK_FILE_PREFIX } from './tasks.files';
import * as timeline from './tasks.timeline';
import { sendPdf } from '../uploads/attachment-file';

export function tasksRoutes(app: FastifyInstance, db: Db, storage: LocalStorage, clock: Clock): void {
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

  // — Applying
  const ordinary = (properties: number) => ({ kinds: applying.ORDINARY_KINDS, properties });
  route(app, endpoints.applyTask, (q, req) =>
    applying.apply(db, clock, req.user, q.orderId, ordinary(TASK_PROPERTIES.normal)),
  );
  route(app, endpoints.applyIpadTask, (q, req) =>
    applying.apply(db, clock, req.user, q.orderId, ordinary(TASK_PROPERTIES.ipad)),
  );
  route(app, endpoints.applyEnterpriseTask, (q, req) =>
    applying.apply(db, clock, req.user, q.orderId, ordinary(TASK_PROPERTIES.enterprise)),
  );
  route(app, endpoints.unApplyTask, (q, req) =>
    applying.cancel(db, req.user, q.orderId, { kinds: applying.ORDINARY_KINDS }),
  );
  route(app, endpoints.handleCancelApply, (q, req) =>
    applying.cancel(db, req.user, q.orderId, { kinds: [TASK_KIND.activity] }),
  );
  route(app, endpoints.applyTopicTask, (q, req) =>
    applying.apply(db, clock, req.user, q.orderId, { kinds: [TASK_KIND.topic] }),
  );
  route(app, endpoints.cancelApplyTopicTask, (q, req) =>
    applying.cancel(db, req.user, q.orderId, { kinds: [TASK_KIND.topic] }),
  );

  // — Lifecycle
  route(app, endpoints.assignDesignerTask, (q, req) => lifecycle.assign(db, clock, req.user, q.orderId, q.designerId));
  route(app, endpoints.deliverTask, (q, req) => lifecycle.deliver(db, clock, req.user, q.orderId));
  route(app, endpoints.reviseTask, (q, req) => lifecycle.revise(db, clock, req.user, q.orderId, q.reason));
  route(app, endpoints.acceptTask, (q, req) => lifecycle.accept(db, clock, req.user, q.orderId));
  route(app, endpoints.closeTask, (q, req) => lifecycle.close(db, clock, req.user, q.orderId, q.reason, 'employer'));

  // — Timelines and attachments (docs/product.md §6)
  route(app, endpoints.getEmployerTaskTimeAxis, (q, req) => timeline.timeAxis(db, req.user, q.orderId, 'employer'));
  route(app, endpoints.getDesignerTaskTimeAxis, (q, req) => timeline.timeAxis(db, req.user, q.orderId, 'designer'));
  route(app, endpoints.getEmployerTaskAttachmentAxis, (q, req) =>
    attachments.attachmentAxis(db, req.user, q.orderId, 'employer', req),
  );
  route(app, endpoints.getDesignerTaskAttachmentAxis, (q, req) =>
    attachments.attachmentAxis(db, req.user, q.orderId, 'designer', req),
  );
  // Multipart in its own scope (as uploads.routes.ts), so other routes keep their JSON and form bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    route(scope, endpoints.uploadTaskAttachment, (_input, req) =>
      attachments.receiveAttachments(db, storage, clock, req.user, req),
    );
  });
  // PDF attachments (unguessable names, as image uploads): served as downloads, never rendered inline.
  app.get(`${TASK_FILE_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!/^tasks\/\d+\/[A-Za-z0-9_-]+\.pdf$/.test(key)) return reply.code(404).send({ success: false });
    return sendPdf(reply, await storage.get(key));
  });

  // — Quick publish and the consultant's desk
  route(app, endpoints.pubTaskEmploy, (q, req) => publishing.publish(db, clock, req.user, q));
  route(app, endpoints.getFollowUpPage, (q) => admin.followUpPage(db, q));
  route(app, endpoints.saveFollowUpNote, (q, req) => admin.saveNote(db, clock, req.user, q.orderId, q.note));
  route(app, endpoints.openTask, (q, req) => lifecycle.open(db, clock, req.user, q));
  route(app, endpoints.adminCloseTask, (q, req) =>
    lifecycle.close(db, clock, req.user, q.orderId, q.reason, 'operator'),
  );
}

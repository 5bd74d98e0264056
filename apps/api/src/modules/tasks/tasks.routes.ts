import { endpoints } from '@bazaar/domain/api';
import { TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as admin from './tasks.admin';
import * as applying from './tasks.apply';
import * as attachments from './tasks.attachments';
import * as lifecycle from './tasks.lifecycle';
import * as publishing from './tasks.publish';
import * as tasks from './tasks.service';
import { TASK_FILE_PREFIX } from './tasks.files';
import * as timeline from './tasks.timeline';
import { sendPdf } from '../uploads/attachment-file';

export function tasksRoutes(app: FastifyInstance, deps: Deps): void {
  // — Lists and info
  route(app, endpoints.getTaskPage, (q, req) => tasks.taskPage(deps, req.user, q));
  route(app, endpoints.getTopicTaskPage, (q, req) => tasks.topicTaskPage(deps, req.user, q));
  route(app, endpoints.getActivityTaskPage, (q, req) => tasks.activityTaskPage(deps, req.user, q));
  route(app, endpoints.getMyPublishTaskPage, (q, req) => tasks.myPublishTaskPage(deps, req.user, q));
  route(app, endpoints.getMyApplyPage, (q, req) => tasks.myApplyPage(deps, req.user, q));
  route(app, endpoints.getTaskInfo, (q, req) => tasks.taskInfo(deps, req.user, { orderId: q.orderId }));
  route(app, endpoints.getTopicTaskInfo, (q, req) =>
    tasks.taskInfo(deps, req.user, { orderId: q.orderId, kind: TASK_KIND.topic }),
  );
  route(app, endpoints.getTaskApplyCount, (q, req) =>
    tasks.applyCount(deps, req.user, { orderId: q.orderId, properties: TASK_PROPERTIES.normal }),
  );
  route(app, endpoints.getIpadTaskApplyCount, (q, req) =>
    tasks.applyCount(deps, req.user, { orderId: q.orderId, properties: TASK_PROPERTIES.ipad }),
  );
  route(app, endpoints.getEnterpriseTaskApplyCount, (q, req) =>
    tasks.applyCount(deps, req.user, { orderId: q.orderId, properties: TASK_PROPERTIES.enterprise }),
  );
  route(app, endpoints.getMyApplyStatus, (q, req) => tasks.myApplyStatus(deps, req.user, { orderId: q.orderId }));
  route(app, endpoints.getTaskApplyDesignerPage, (q, req) => tasks.applicantPage(deps, req.user, q));
  route(app, endpoints.getTopicTaskApplyPage, (q, req) => tasks.topicApplicantPage(deps, req.user, q));

  // — Applying
  const ordinary = (properties: number) => ({ kinds: applying.ORDINARY_KINDS, properties });
  route(app, endpoints.applyTask, (q, req) =>
    applying.apply(deps, req.user, { orderId: q.orderId, kind: ordinary(TASK_PROPERTIES.normal) }),
  );
  route(app, endpoints.applyIpadTask, (q, req) =>
    applying.apply(deps, req.user, { orderId: q.orderId, kind: ordinary(TASK_PROPERTIES.ipad) }),
  );
  route(app, endpoints.applyEnterpriseTask, (q, req) =>
    applying.apply(deps, req.user, { orderId: q.orderId, kind: ordinary(TASK_PROPERTIES.enterprise) }),
  );
  route(app, endpoints.unApplyTask, (q, req) =>
    applying.cancel(deps, req.user, { orderId: q.orderId, kind: { kinds: applying.ORDINARY_KINDS } }),
  );
  route(app, endpoints.handleCancelApply, (q, req) =>
    applying.cancel(deps, req.user, { orderId: q.orderId, kind: { kinds: [TASK_KIND.activity] } }),
  );
  route(app, endpoints.applyTopicTask, (q, req) =>
    applying.apply(deps, req.user, { orderId: q.orderId, kind: { kinds: [TASK_KIND.topic] } }),
  );
  route(app, endpoints.cancelApplyTopicTask, (q, req) =>
    applying.cancel(deps, req.user, { orderId: q.orderId, kind: { kinds: [TASK_KIND.topic] } }),
  );

  // — Lifecycle
  route(app, endpoints.assignDesignerTask, (q, req) =>
    lifecycle.assign(deps, req.user, { orderId: q.orderId, designerId: q.designerId }),
  );
  route(app, endpoints.deliverTask, (q, req) => lifecycle.deliver(deps, req.user, { orderId: q.orderId }));
  route(app, endpoints.reviseTask, (q, req) =>
    lifecycle.revise(deps, req.user, { orderId: q.orderId, reason: q.reason }),
  );
  route(app, endpoints.acceptTask, (q, req) => lifecycle.accept(deps, req.user, { orderId: q.orderId }));
  route(app, endpoints.closeTask, (q, req) =>
    lifecycle.close(deps, req.user, { orderId: q.orderId, reason: q.reason, by: 'employer' }),
  );

  // — Timelines and attachments (docs/product.md §6)
  route(app, endpoints.getEmployerTaskTimeAxis, (q, req) =>
    timeline.timeAxis(deps, req.user, { orderId: q.orderId, side: 'employer' }),
  );
  route(app, endpoints.getDesignerTaskTimeAxis, (q, req) =>
    timeline.timeAxis(deps, req.user, { orderId: q.orderId, side: 'designer' }),
  );
  route(app, endpoints.getEmployerTaskAttachmentAxis, (q, req) =>
    attachments.attachmentAxis(deps, req.user, { orderId: q.orderId, side: 'employer', log: req.log }),
  );
  route(app, endpoints.getDesignerTaskAttachmentAxis, (q, req) =>
    attachments.attachmentAxis(deps, req.user, { orderId: q.orderId, side: 'designer', log: req.log }),
  );
  // Multipart in its own scope (as uploads.routes.ts), so other routes keep their JSON and form bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    route(scope, endpoints.uploadTaskAttachment, (_input, req) => attachments.receiveAttachments(deps, req.user, req));
  });
  // PDF attachments (unguessable names, as image uploads): served as downloads, never rendered inline.
  app.get(`${TASK_FILE_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!/^tasks\/\d+\/[A-Za-z0-9_-]+\.pdf$/.test(key)) return reply.code(404).send({ success: false });
    return sendPdf(reply, await deps.storage.get(key));
  });

  // — Quick publish and the consultant's desk
  route(app, endpoints.pubTaskEmploy, (q, req) => publishing.publish(deps, req.user, q));
  route(app, endpoints.getFollowUpPage, (q) => admin.followUpPage(deps, q));
  route(app, endpoints.saveFollowUpNote, (q, req) =>
    admin.saveNote(deps, req.user, { orderId: q.orderId, note: q.note }),
  );
  route(app, endpoints.openTask, (q, req) => lifecycle.open(deps, req.user, q));
  route(app, endpoints.adminCloseTask, (q, req) =>
    lifecycle.close(deps, req.user, { orderId: q.orderId, reason: q.reason, by: 'operator' }),
  );
}

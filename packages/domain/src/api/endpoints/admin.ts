/** The operators' console (issue 7–9, operators only): the consultant's desk, CMS versions and campaigns, exam reviews, join applications and reports. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import * as cc from '../campaigns-cms.js';
import { TASK_REASON_MAX } from '../../constants/index.js';
import { JOIN_MESSAGES, REPORT_STATUS } from '../../constants/join.js';
import { examAttemptSchema, examReviewItemSchema } from '../../entities/growth.js';
import { followUpSchema, pageOf } from '../../entities/index.js';
import { EXAM_COMMENT_MAX } from '../../rules/growth.js';
import { joinApplicationSchema, optionalReply, reasonInput, reportRecordSchema } from '../join-schemas.js';
import { idParam, optionalIntParam, pagingParams } from '../params.js';
import { openTaskInput } from '../schemas.js';
import { nothing, reasonParam, rubricPart } from './common.js';

export const adminEndpoints = {
  getFollowUpPage: endpoint({
    method: 'GET',
    path: '/api/admin/task/getFollowUpPage',
    auth: 'operator',
    input: z.object({
      followStatus: optionalIntParam('跟进状态', 1, 2),
      taskStatus: optionalIntParam('任务状态'),
      ...pagingParams,
    }),
    data: pageOf(followUpSchema),
  }),
  saveFollowUpNote: endpoint({
    method: 'POST',
    path: '/api/admin/task/saveFollowUpNote',
    auth: 'operator',
    input: z.object({
      orderId: idParam,
      note: z
        .string({ error: '请填写跟进记录' })
        .check(z.maxLength(TASK_REASON_MAX * 5, { message: `跟进记录不能超过${TASK_REASON_MAX * 5}字` })),
    }),
    data: nothing,
  }),
  openTask: endpoint({
    method: 'POST',
    path: '/api/admin/task/openTask',
    auth: 'operator',
    input: openTaskInput,
    data: nothing,
  }),
  adminCloseTask: endpoint({
    method: 'POST',
    path: '/api/admin/task/closeTask',
    auth: 'operator',
    input: z.object({ orderId: idParam, reason: reasonParam }),
    data: nothing,
  }),
  getExamReviewPage: endpoint({
    method: 'GET',
    path: '/api/admin/exam/getExamReviewPage',
    auth: 'operator',
    input: z.object({
      status: z._default(z.enum(['pending', 'reviewed'], { error: '评审状态不正确' }), 'pending'),
      ...pagingParams,
    }),
    data: pageOf(examReviewItemSchema),
  }),
  reviewExam: endpoint({
    method: 'POST',
    path: '/api/admin/exam/reviewExam',
    auth: 'operator',
    input: z.object({
      attemptId: idParam,
      composition: rubricPart,
      colour: rubricPart,
      concept: rubricPart,
      craft: rubricPart,
      comment: z
        .pipe(
          z.string({ error: '请填写评语' }),
          z.transform((s) => s.trim()),
        )
        .check(
          z.minLength(1, { message: '请填写评语' }),
          z.maxLength(EXAM_COMMENT_MAX, { message: `评语不能超过${EXAM_COMMENT_MAX}字` }),
        ),
    }),
    data: examAttemptSchema,
  }),
  adminCmsPositions: endpoint({
    method: 'GET',
    path: '/api/admin/cms/getPositions',
    auth: 'operator',
    data: z.array(cc.cmsPositionSchema),
  }),
  adminCmsPosition: endpoint({
    method: 'GET',
    path: '/api/admin/cms/getPosition',
    auth: 'operator',
    input: cc.cmsPositionKey,
    data: cc.cmsPositionDetailSchema,
  }),
  adminCmsSaveDraft: endpoint({
    method: 'POST',
    path: '/api/admin/cms/saveDraft',
    auth: 'operator',
    input: cc.cmsSaveDraftInput,
    data: cc.cmsVersionResultSchema,
  }),
  adminCmsPublish: endpoint({
    method: 'POST',
    path: '/api/admin/cms/publish',
    auth: 'operator',
    input: cc.cmsVersionRef,
    data: cc.cmsVersionResultSchema,
  }),
  adminCmsRollback: endpoint({
    method: 'POST',
    path: '/api/admin/cms/rollback',
    auth: 'operator',
    input: cc.cmsVersionRef,
    data: cc.cmsVersionResultSchema,
  }),
  adminCampaignList: endpoint({
    method: 'GET',
    path: '/api/admin/campaign/getList',
    auth: 'operator',
    data: z.array(cc.campaignSchema),
  }),
  adminCampaignSave: endpoint({
    method: 'POST',
    path: '/api/admin/campaign/save',
    auth: 'operator',
    input: cc.campaignSaveInput,
    data: cc.campaignSchema,
  }),
  adminCampaignEntries: endpoint({
    method: 'POST',
    path: '/api/admin/campaign/setEntries',
    auth: 'operator',
    input: cc.campaignEntriesInput,
    data: z.object({ entryCount: z.number() }),
  }),
  getJoinApplicationPage: endpoint({
    method: 'GET',
    path: '/api/admin/join/getApplicationPage',
    auth: 'operator',
    input: z.object({ status: optionalIntParam('状态', 0, 3), ...pagingParams }),
    data: pageOf(joinApplicationSchema),
  }),
  approveJoinApplication: endpoint({
    method: 'POST',
    path: '/api/admin/join/approve',
    auth: 'operator',
    input: z.object({ applicationId: idParam }),
    data: nothing,
  }),
  refuseJoinApplication: endpoint({
    method: 'POST',
    path: '/api/admin/join/refuse',
    auth: 'operator',
    input: z.object({ applicationId: idParam, reason: reasonInput(JOIN_MESSAGES.refuseReason) }),
    data: nothing,
  }),
  getReportPage: endpoint({
    method: 'GET',
    path: '/api/admin/report/getReportPage',
    auth: 'operator',
    input: z.object({ status: optionalIntParam('状态', 0, REPORT_STATUS.dismissed), ...pagingParams }),
    data: pageOf(reportRecordSchema),
  }),
  hideReportedWorks: endpoint({
    method: 'POST',
    path: '/api/admin/report/hideWorks',
    auth: 'operator',
    input: z.object({ reportId: idParam, reply: optionalReply }),
    data: nothing,
  }),
  dismissReport: endpoint({
    method: 'POST',
    path: '/api/admin/report/dismiss',
    auth: 'operator',
    input: z.object({ reportId: idParam, reply: reasonInput('请填写驳回说明，举报人会看到它') }),
    data: nothing,
  }),
} as const satisfies Record<string, Endpoint>;

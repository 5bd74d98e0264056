/**
 * Revisions, automatic acceptance and disputes (issue 25, docs/decisions/023). Chosen paths: the issue
 * names none; they sit beside the lifecycle's (`/api/plat/task/…`) and the console's (`/api/admin/…`).
 */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { disputeSchema, taskDealSchema } from '../../entities/deal.js';
import { pageOf } from '../../entities/index.js';
import { FEN_MAX } from '../../rules/ledger.js';
import {
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_DECISION_TEXT_MAX,
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_MESSAGES_MAX,
  DISPUTE_REASON_MAX,
  DISPUTE_STATUS,
} from '../../rules/task-deal.js';
import { idParam, pagingParams } from '../params.js';
import { nothing, orderIdInput } from './common.js';

const trimmed = (empty: string, max: number, label: string) =>
  z
    .pipe(
      z.string({ error: empty }),
      z.transform((s) => s.trim()),
    )
    .check(z.minLength(1, { message: empty }), z.maxLength(max, { message: `${label}不能超过${max}字` }));

const SHARE_MESSAGE = '设计师所得须为 0 或正整数（单位：分）';

export const disputesEndpoints = {
  /** The task page's revisions left, auto-acceptance date and dispute, for the task's two sides. */
  getTaskDeal: endpoint({
    method: 'GET',
    path: '/api/plat/task/getTaskDeal',
    auth: 'user',
    input: orderIdInput,
    data: taskDealSchema,
  }),
  openTaskDispute: endpoint({
    method: 'POST',
    path: '/api/plat/task/openDispute',
    auth: 'user',
    input: z.object({
      orderId: idParam,
      reason: trimmed('请填写纠纷原因', DISPUTE_REASON_MAX, '纠纷原因'),
      evidenceText: z._default(
        z
          .pipe(
            z.string({ error: '证据说明必须是文字' }),
            z.transform((s) => s.trim()),
          )
          .check(z.maxLength(DISPUTE_EVIDENCE_MAX, { message: `证据说明不能超过${DISPUTE_EVIDENCE_MAX}字` })),
        '',
      ),
      attachmentIds: z._default(
        z
          .array(idParam, { error: '证据附件格式不正确' })
          .check(z.maxLength(DISPUTE_ATTACHMENTS_MAX, { message: `证据附件最多${DISPUTE_ATTACHMENTS_MAX}个` })),
        [],
      ),
      /** Messages of the task's conversation (between its employer and hired designer) quoted as evidence. */
      messageIds: z._default(
        z
          .array(idParam, { error: '引用的消息格式不正确' })
          .check(z.maxLength(DISPUTE_MESSAGES_MAX, { message: `最多引用${DISPUTE_MESSAGES_MAX}条消息` })),
        [],
      ),
    }),
    data: z.object({ disputeId: z.number() }),
  }),
  getDisputePage: endpoint({
    method: 'GET',
    path: '/api/admin/dispute/getDisputePage',
    auth: 'operator',
    input: z.object({
      status: z._default(z.enum(DISPUTE_STATUS, { error: '纠纷状态不正确' }), DISPUTE_STATUS.open),
      ...pagingParams,
    }),
    data: pageOf(disputeSchema),
  }),
  getDisputeInfo: endpoint({
    method: 'GET',
    path: '/api/admin/dispute/getDisputeInfo',
    auth: 'operator',
    input: z.object({ disputeId: idParam }),
    data: disputeSchema,
  }),
  decideDispute: endpoint({
    method: 'POST',
    path: '/api/admin/dispute/decideDispute',
    auth: 'operator',
    input: z.object({
      disputeId: idParam,
      decision: z.enum(['release', 'refund', 'split'], { error: '请选择裁决方式' }),
      /** Only for a split: the designer's share in fen (0 ≤ share ≤ escrow, checked against the escrow). */
      designerFen: z.optional(
        z.coerce
          .number({ error: SHARE_MESSAGE })
          .check(z.refine((n) => Number.isSafeInteger(n) && n >= 0 && n <= FEN_MAX, { message: SHARE_MESSAGE })),
      ),
      decisionText: trimmed('请填写裁决说明', DISPUTE_DECISION_TEXT_MAX, '裁决说明'),
    }),
    data: nothing,
  }),
} as const satisfies Record<string, Endpoint>;

/**
 * Revisions, automatic acceptance and disputes on a task (issue 25, docs/decisions/023): what the task page
 * shows its two sides, and what the operator's console lists.
 */
import * as z from 'zod/mini';
import { attachmentEntrySchema } from './index.js';
import { messageSchema } from './messaging.js';
import { disputeStatusSchema, taskStatusSchema } from './statuses.js';

export const disputeSchema = z.object({
  disputeId: z.number(),
  orderId: z.number(),
  taskName: z.string(),
  employerName: z.string(),
  designerName: z.string(),
  /** The two sides' user ids (whose a quoted message is). */
  employerId: z.number(),
  designerId: z.nullable(z.number()),
  /** DISPUTE_STATUS: open (平台处理中) or decided (已裁决). */
  status: disputeStatusSchema,
  /** Who opened it. */
  openedBy: z.enum(['employer', 'designer']),
  reason: z.string(),
  evidenceText: z.string(),
  /** Evidence files (task attachments of kind 纠纷证据). */
  evidence: z.array(attachmentEntrySchema),
  /** Messages of the task's conversation the opener quoted as evidence, oldest first. */
  evidenceMessages: z.array(messageSchema),
  /** The conversation between the task's employer and its designer, if they have one (the operator may read it). */
  conversationId: z.nullable(z.number()),
  /** The task's status when it was opened (进行中 or 待验收). */
  taskStatusAtOpen: taskStatusSchema,
  /** What the escrow held when it was opened, in fen. */
  escrowFen: z.number(),
  createdAt: z.string(),
  /** DISPUTE_DECISION, once decided. */
  decision: z.nullable(z.enum(['release', 'refund', 'split'])),
  /** The designer's and the employer's shares of the escrow, in fen, once decided. */
  designerFen: z.nullable(z.number()),
  employerFen: z.nullable(z.number()),
  /** The operator's written decision, both sides read it. */
  decisionText: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const taskDealSchema = z.object({
  orderId: z.number(),
  /** Revisions asked so far, the most allowed, and what is left. */
  revisionRounds: z.number(),
  revisionMax: z.number(),
  revisionsLeft: z.number(),
  /** The latest delivery, and when it is accepted automatically (only while 待验收 and not frozen). */
  deliveredAt: z.nullable(z.string()),
  autoAcceptAt: z.nullable(z.string()),
  /** The task's latest dispute (open or decided), if any. */
  dispute: z.nullable(disputeSchema),
  /** The conversation between the task's employer and its designer, if any (a dispute may quote its messages). */
  conversationId: z.nullable(z.number()),
});
export type TaskDeal = z.infer<typeof taskDealSchema>;

/**
 * Revisions, automatic acceptance and disputes (issue 25, docs/decisions/023). Pure and zod-free: the api
 * checks with these, the task page states them.
 *
 * - Revisions: on 待验收 the employer accepts or asks for a revision with a reason; at most
 *   REVISION_MAX_ROUNDS rounds (counted from the task's `revise` events), then only accept or dispute.
 * - Automatic acceptance: AUTO_ACCEPT_DAYS after the (latest) delivery with no answer, the server accepts
 *   exactly like the employer would (the escrow is released).
 * - Disputes: either side, while 进行中 or 待验收; while one is open the task is frozen. The operator
 *   decides: release (everything to the designer → 已完成), refund (everything to the employer → 已关闭),
 *   or split by amount (the designer's share in fen, the rest back to the employer → 已完成).
 */
import { TASK_REASON_MAX, TASK_STATUS, type TaskStatus } from '../constants/index.js';

export const REVISION_MAX_ROUNDS = 3;
/** The reason of a revision: the lifecycle's reason rule (reviseTask's `reasonParam`). */
export const REVISION_REASON_MAX = TASK_REASON_MAX;
export const AUTO_ACCEPT_DAYS = 7;
export const AUTO_ACCEPT_MS = AUTO_ACCEPT_DAYS * 24 * 3_600_000;

export const DISPUTE_REASON_MAX = 500;
export const DISPUTE_EVIDENCE_MAX = 2000;
export const DISPUTE_DECISION_TEXT_MAX = 1000;
/** Evidence files a dispute may name (uploaded first as task attachments of kind 纠纷证据). */
export const DISPUTE_ATTACHMENTS_MAX = 9;
/** Messages of the task's conversation a dispute may quote as evidence. */
export const DISPUTE_MESSAGES_MAX = 20;

export const DISPUTE_STATUS = { open: 'open', decided: 'decided' } as const;
export type DisputeStatus = (typeof DISPUTE_STATUS)[keyof typeof DISPUTE_STATUS];
export const DISPUTE_STATUS_NAME: Readonly<Record<DisputeStatus, string>> = {
  open: '平台处理中',
  decided: '已裁决',
};

export const DISPUTE_DECISION = { release: 'release', refund: 'refund', split: 'split' } as const;
export type DisputeDecision = (typeof DISPUTE_DECISION)[keyof typeof DISPUTE_DECISION];
export const DISPUTE_DECISION_NAME: Readonly<Record<DisputeDecision, string>> = {
  release: '全额支付给设计师',
  refund: '全额退款给雇主',
  split: '按金额分配',
};

/** Who opened a dispute, as its page says it. */
export const DISPUTE_SIDE_NAME = { employer: '雇主', designer: '设计师' } as const;

/** The statuses a dispute may be opened in (work in progress or awaiting acceptance). */
export const DISPUTABLE_STATUSES: readonly TaskStatus[] = [TASK_STATUS.inProgress, TASK_STATUS.delivered];
export const canOpenDispute = (status: TaskStatus): boolean => DISPUTABLE_STATUSES.includes(status);

/** Where a decided task ends (decision 023): a release or a split completes it (已完成), a refund closes it (已关闭). */
export const statusAfterDecision = (decision: DisputeDecision): TaskStatus =>
  decision === DISPUTE_DECISION.refund ? TASK_STATUS.closed : TASK_STATUS.completed;

/** The rounds still allowed after `rounds` revisions (never below 0). */
export const revisionsLeft = (rounds: number): number => Math.max(0, REVISION_MAX_ROUNDS - rounds);

/** When a delivery made at `deliveredAt` is accepted automatically. */
export const autoAcceptAt = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + AUTO_ACCEPT_MS);

/** The task page a notification links to (the web's `paths.task`). */
export const taskPagePath = (orderId: number): string => `/task/${orderId}?all=1`;
/** A task page as one of its parties opens it from their own lists (the web's `paths.myTask`; no all=1). */
export const myTaskPath = (orderId: number): string => `/task/${orderId}`;

export const DEAL_MESSAGES = {
  revisionsUsed: `已修改${REVISION_MAX_ROUNDS}轮，不能再要求修改：请验收通过，或发起纠纷由平台处理`,
  frozen: '该任务有进行中的纠纷，平台裁决前不能交付、验收或要求修改',
  disputeStatus: '只有进行中或待验收的任务可以发起纠纷',
  disputeOpen: '该任务已有进行中的纠纷，请等待平台裁决',
  disputeParty: '只有任务的雇主或被选定的设计师可以发起纠纷',
  disputeNotFound: '纠纷不存在',
  alreadyDecided: '该纠纷已裁决，不能再改变裁决',
  evidenceAttachment: '证据附件不存在或不是你为此任务上传的纠纷证据',
  evidenceMessage: '引用的消息不存在或不属于本任务双方的会话',
  shareMissing: '按金额分配时请填写设计师所得金额',
  evidenceUpload: '只有任务的雇主或被选定的设计师，在任务进行中或待验收时可以上传纠纷证据',
  shareRange: (heldFen: number) => `设计师所得须在 0 到托管金额 ${heldFen} 分之间`,
} as const;

/**
 * Working on a task, for its two sides (issue 7, 9 and 25; docs/decisions/010, 011, 023): who the viewer is,
 * which buttons the task page shows in which status, the escrow's hold on 选TA, the deal's notes and
 * confirmations, and the attachment check before an upload. Pure and zod-free: the web's task pages and the
 * phone site's task page both read this one copy (`@bazaar/domain/rules/task-work`); the api checks every
 * action again (`transition`, DEAL_MESSAGES).
 */
import { TASK_STATUS, UPLOAD_MAX_FILE_BYTES, type TaskStatus } from '../constants/base.js';
import { TASK_PROPERTIES } from '../constants/tasks.js';
import { formatDateTime } from '../format/date.js';
import { formatFen } from '../format/money.js';
import type { EndpointInput, EndpointName } from '../api/endpoints/index.js';
import {
  AUTO_ACCEPT_DAYS,
  canOpenDispute,
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_DECISION_NAME,
  DISPUTE_MESSAGES_MAX,
  DISPUTE_STATUS,
  type DisputeDecision,
  type DisputeStatus,
} from './task-deal.js';
import type { EscrowStatus } from './ledger.js';
import { allowedActions, type TaskAction } from './task-lifecycle.js';
import { FILE_TOO_LARGE, sniffImage, type FileLike } from './work-form.js';

export interface TaskLike {
  employerId: number;
  hiredDesignerId: number | null;
}

/** The viewer's side of a task: its employer, its chosen designer, or anyone else. */
export type TaskRole = 'owner' | 'hired' | 'other';

export function taskRole(task: TaskLike, viewer: { userId: number | null }): TaskRole {
  if (viewer.userId === null) return 'other';
  if (task.employerId === viewer.userId) return 'owner';
  if (task.hiredDesignerId === viewer.userId) return 'hired';
  return 'other';
}

type CountCall = 'getTaskApplyCount' | 'getIpadTaskApplyCount' | 'getEnterpriseTaskApplyCount';

/** docs/product.md §3: the applicant count call matching the task's properties (2 normal, 3 iPad, 4 enterprise). */
export function countCallFor(taskProperties: number): CountCall {
  if (taskProperties === TASK_PROPERTIES.ipad) return 'getIpadTaskApplyCount';
  if (taskProperties === TASK_PROPERTIES.enterprise) return 'getEnterpriseTaskApplyCount';
  return 'getTaskApplyCount';
}

/** The owner's buttons (assign is done from the applicant list, so it is not among them). */
export type OwnerAction = Extract<TaskAction, 'revise' | 'accept' | 'close'>;
const OWNER_ACTIONS: readonly TaskAction[] = ['revise', 'accept', 'close'];
export function ownerActions(status: TaskStatus): OwnerAction[] {
  return allowedActions(status, 'employer').filter((a): a is OwnerAction => OWNER_ACTIONS.includes(a));
}

/** Whether the owner may choose among the applicants now. */
export const canAssign = (status: TaskStatus): boolean => allowedActions(status, 'employer').includes('assign');

/** Whether the hired designer may upload drafts and deliver now (进行中). */
export const canDeliver = (status: TaskStatus): boolean => allowedActions(status, 'designer').includes('deliver');

/**
 * Issue 25: 发起纠纷 is offered once the deal state is known, while the task is 进行中 or 待验收 and no
 * dispute is open (the server says the same: DEAL_MESSAGES.disputeStatus / disputeOpen).
 */
export const canDispute = (
  deal: { dispute: { status: DisputeStatus } | null } | null | undefined,
  status: TaskStatus,
): boolean => !!deal && deal.dispute?.status !== DISPUTE_STATUS.open && canOpenDispute(status);

/** Owner buttons while a dispute is open (only closing, which the lifecycle refuses after work began anyway) and
 * once the revision rounds are used up (no 要求修改). */
export function dealActions<A extends string>(
  actions: readonly A[],
  deal: { revisionsLeft: number; dispute: { status: DisputeStatus } | null } | null | undefined,
): A[] {
  const frozen = deal?.dispute?.status === DISPUTE_STATUS.open;
  return actions.filter((a) => !(frozen && a !== 'close') && !(a === 'revise' && deal?.revisionsLeft === 0));
}

/** Attachments shown as thumbnails are images; everything else (PDF) is a file link. */
export const isImageAttachment = (mimeType: string): boolean => mimeType.startsWith('image/');

// ---- The escrow before 选TA (issue 9, docs/decisions/011) ----

/** The part of `getTaskEscrow`'s answer the task page reads. */
export interface EscrowLike {
  status: EscrowStatus;
  amount: number;
  canPay: boolean;
}

/**
 * Whether the escrow lets the employer choose a designer: the budget is held (or there is none). Unknown
 * (loading, or the call failed) counts as yes — the server has the last word (`requireFunded`).
 */
export const escrowAllowsAssign = (escrow: EscrowLike | null | undefined): boolean =>
  !escrow || escrow.status === 'held' || escrow.amount <= 0;

/** Why 选TA is disabled while the bounty is not held (the button's title and the phone's note). */
export const ASSIGN_BLOCKED = '托管赏金后才能选定设计师';
/** The way to the cashier from the task page. */
export const PAY_ESCROW_LABEL = '托管赏金 · 去支付';

/** The owner's escrow line: not held yet (with the cashier beside it) or held; null when there is nothing to say. */
export function escrowNote(escrow: EscrowLike | null | undefined): string | null {
  if (!escrow) return null;
  if (escrow.canPay) return `赏金 ${formatFen(escrow.amount)} 尚未托管：托管后才能选定设计师。`;
  return escrow.status === 'held' ? `赏金 ${formatFen(escrow.amount)} 已托管至平台。` : null;
}

// ---- The actions' words (docs/product.md §8: a message only on success) ----

export type TaskWorkAction = 'assign' | 'deliver' | 'accept' | 'revise' | 'close';

export const TASK_WORK_SUCCESS: Readonly<Record<TaskWorkAction, string>> = {
  assign: '已选定设计师，任务进入设计创作',
  deliver: '已提交交付，等待雇主验收',
  accept: '已验收，任务完成',
  revise: '已要求修改',
  close: '任务已关闭',
};

/** One task action with what it needs. */
export type TaskWork =
  | { action: 'assign'; orderId: number; designerId: number }
  | { action: 'deliver' | 'accept'; orderId: number }
  | { action: 'revise' | 'close'; orderId: number; reason: string };

/** A site's api call (either site's client `call`), as much of it as a task action uses. */
export type TaskWorkCaller = <N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
) => Promise<{ success: boolean }>;

/** Sends one task action through the site's client; whether it was done (a refusal is the client's toast). */
export async function sendTaskWork(work: TaskWork, call: TaskWorkCaller): Promise<boolean> {
  switch (work.action) {
    case 'assign':
      return (await call('assignDesignerTask', { orderId: work.orderId, designerId: work.designerId })).success;
    case 'deliver':
      return (await call('deliverTask', { orderId: work.orderId })).success;
    case 'accept':
      return (await call('acceptTask', { orderId: work.orderId })).success;
    case 'revise':
      return (await call('reviseTask', { orderId: work.orderId, reason: work.reason })).success;
    case 'close':
      return (await call('closeTask', { orderId: work.orderId, reason: work.reason })).success;
  }
}

export const assignConfirm = (designerName: string): string => `确定选择 ${designerName} 完成这个任务吗？`;
export const ACCEPT_CONFIRM = '确认验收通过吗？验收后任务完成';
export const DELIVER_CONFIRM = '确定提交交付吗？雇主将进行验收';
export const REASON_LABEL = { revise: '需要修改的地方', close: '关闭原因' } as const;

/** What asking for round `rounds + 1` means, said before the employer confirms it. */
export const reviseNote = (deal: { revisionRounds: number; revisionMax: number; revisionsLeft: number }): string =>
  `这是第 ${deal.revisionRounds + 1}/${deal.revisionMax} 轮修改；提交后还可要求修改 ${deal.revisionsLeft - 1} 次，之后只能验收通过或发起纠纷。`;

// ---- The deal's notes (issue 25, docs/decisions/023) ----

/** Rounds matter while the work goes on: awaiting acceptance, or back at work after a revision. */
export const showsRounds = (status: TaskStatus, rounds: number): boolean =>
  status === TASK_STATUS.delivered || (status === TASK_STATUS.inProgress && rounds > 0);

/** The rest of the rounds line after 「已修改 n/3 轮 ·」. */
export const roundsLeftText = (revisionsLeft: number): string =>
  revisionsLeft > 0 ? `还可要求修改 ${revisionsLeft} 次` : '修改次数已用完，只能验收通过或发起纠纷';

/** 「若 7 天内未处理，将于 … 自动验收」: the employer reads it of themselves, the designer of the employer. */
export const autoAcceptNote = (role: TaskRole, when: string): string =>
  `${role === 'owner' ? '' : '雇主'}若 ${AUTO_ACCEPT_DAYS} 天内未处理，将于 ${when} 自动验收`;

/** What an open dispute stops, under its title on the task page. */
export const DISPUTE_FROZEN_NOTE = '平台裁决前任务暂停：不能交付、验收或要求修改，也不会自动验收。';
/** The lead of the 发起纠纷 form. */
export const DISPUTE_LEAD =
  '提交后平台顾问将介入处理，裁决前任务暂停（不能交付、验收或要求修改）。平台会依据双方证据，将托管赏金支付给设计师、退回雇主或按金额分配。';
export const DISPUTE_SUBMITTED = '纠纷已提交，平台将尽快介入处理';
/** A dispute as its parties' card lists it: the reason, the evidence text, then once decided the ruling. */
export function disputeFacts(dispute: {
  status: DisputeStatus;
  reason: string;
  evidenceText: string;
  decision: DisputeDecision | null;
  designerFen: number | null;
  employerFen: number | null;
  decisionText: string;
  decidedAt: string | null;
}): { label: string; text: string }[] {
  const facts = [{ label: '纠纷原因', text: dispute.reason }];
  if (dispute.evidenceText) facts.push({ label: '证据说明', text: dispute.evidenceText });
  if (dispute.status !== DISPUTE_STATUS.decided || !dispute.decision) return facts;
  const split = `设计师所得 ${formatFen(dispute.designerFen ?? 0)}，退回雇主 ${formatFen(dispute.employerFen ?? 0)}`;
  facts.push(
    { label: '裁决结果', text: `${DISPUTE_DECISION_NAME[dispute.decision]}：${split}` },
    { label: '裁决说明', text: dispute.decisionText },
  );
  if (dispute.decidedAt) facts.push({ label: '裁决时间', text: formatDateTime(dispute.decidedAt) });
  return facts;
}

export const disputeFilesTooMany = (max: number): string => `证据附件最多${max}个`;

/**
 * 证据附件 after `picked` is added to `files` (both sites' dispute forms): unchanged with the first file's refusal, else
 * the first DISPUTE_ATTACHMENTS_MAX with 证据附件最多 9 个 when more were picked.
 */
export async function addDisputeFiles<F extends FileLike>(
  files: readonly F[],
  picked: readonly F[],
): Promise<{ files: F[]; problem: string | null }> {
  const refused = await checkAttachmentFiles(picked);
  if (refused) return { files: [...files], problem: refused };
  const all = [...files, ...picked];
  const problem = all.length > DISPUTE_ATTACHMENTS_MAX ? disputeFilesTooMany(DISPUTE_ATTACHMENTS_MAX) : null;
  return { files: all.slice(0, DISPUTE_ATTACHMENTS_MAX), problem };
}

/** What the 引用聊天记录 list of a dispute form is given: the conversation and the chosen message ids. */
export interface QuotePick {
  conversationId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}

/** A quote's checkbox change: the new choice to `pick.onChange`, or the refusal past DISPUTE_MESSAGES_MAX to `refuse`. */
export const quoteToggler =
  (pick: Pick<QuotePick, 'chosen' | 'onChange'>, refuse: (message: string) => void) =>
  (id: number, on: boolean): void => {
    const next = toggleQuote(pick.chosen, id, on);
    if (next.problem) refuse(next.problem);
    else pick.onChange(next.ids);
  };

/** What the quotes' list says while the task conversation is read, and when it has no message yet. */
export const QUOTE_WORDS = { loading: '正在加载聊天记录…', empty: '你们在本任务的会话中还没有消息' } as const;

/** The quotes' legend: 引用聊天记录（选填，最多 20 条，已选 n 条）. */
export const quoteLegend = (chosen: number): string =>
  `引用聊天记录（选填，最多 ${DISPUTE_MESSAGES_MAX} 条${chosen > 0 ? `，已选 ${chosen} 条` : ''}）`;

/** The chosen quotes after message `id` is ticked (`on`) or not; a refusal past DISPUTE_MESSAGES_MAX. */
export function toggleQuote(chosen: readonly number[], id: number, on: boolean): { ids: number[]; problem?: string } {
  if (on && chosen.length >= DISPUTE_MESSAGES_MAX)
    return { ids: [...chosen], problem: `最多引用${DISPUTE_MESSAGES_MAX}条消息` };
  return { ids: on ? [...chosen, id] : chosen.filter((c) => c !== id) };
}

// ---- Attachments (docs/product.md "Further limits"; the api's attachment-file.ts) ----

/** The api's refusal of anything but an image or a PDF, said before the upload. */
export const ONLY_IMAGES_OR_PDF = '只支持 PNG、JPEG、WebP、GIF 图片或 PDF 文件';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Why `file` cannot be a task attachment, or null: an image or a PDF by its first bytes, at most 10 MB. */
export async function checkAttachmentFile(file: FileLike): Promise<string | null> {
  if (file.size > UPLOAD_MAX_FILE_BYTES) return FILE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (sniffImage(head)) return null;
  return PDF_MAGIC.every((v, i) => head[i] === v) ? null : ONLY_IMAGES_OR_PDF;
}

/** The first refusal among `files` (checked in order), or null when every one may be sent. */
export async function checkAttachmentFiles(files: readonly FileLike[]): Promise<string | null> {
  for (const file of files) {
    const problem = await checkAttachmentFile(file);
    if (problem) return problem;
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { TASK_STATUS, UPLOAD_MAX_FILE_BYTES } from '../constants/base.js';
import { TASK_PROPERTIES } from '../constants/tasks.js';
import {
  addDisputeFiles,
  disputeFacts,
  quoteLegend,
  quoteToggler,
  toggleQuote,
  autoAcceptNote,
  canAssign,
  checkAttachmentFiles,
  escrowAllowsAssign,
  escrowNote,
  ONLY_IMAGES_OR_PDF,
  reviseNote,
  roundsLeftText,
  showsRounds,
  canDeliver,
  canDispute,
  dealActions,
  countCallFor,
  isImageAttachment,
  ownerActions,
  taskRole,
  type TaskLike,
  sendTaskWork,
  type TaskWorkCaller,
} from './task-work.js';
import { DISPUTE_STATUS } from './task-deal.js';
import { FILE_TOO_LARGE } from './work-form.js';

const task = (over: Partial<TaskLike> = {}): TaskLike => ({ employerId: 49, hiredDesignerId: null, ...over });
const designer = { isLogin: true, isDesigner: true, userId: 1 };
const employer = { isLogin: true, isDesigner: false, userId: 49 };
const visitor = { isLogin: false, isDesigner: false, userId: null };

describe('task-work rules', () => {
  it('picks the count call by taskProperties (docs/product.md §3)', () => {
    expect(countCallFor(TASK_PROPERTIES.normal)).toBe('getTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.ipad)).toBe('getIpadTaskApplyCount');
    expect(countCallFor(TASK_PROPERTIES.enterprise)).toBe('getEnterpriseTaskApplyCount');
  });

  it('knows the owner, the hired designer and everyone else', () => {
    expect(taskRole(task(), employer)).toBe('owner');
    expect(taskRole(task({ hiredDesignerId: 1 }), designer)).toBe('hired');
    expect(taskRole(task(), designer)).toBe('other');
    expect(taskRole(task(), visitor)).toBe('other');
  });

  it("gives the owner the state machine's buttons, assign only while recruiting, deliver only in progress", () => {
    expect(ownerActions(TASK_STATUS.recruiting)).toEqual(['close']);
    expect(ownerActions(TASK_STATUS.delivered).sort()).toEqual(['accept', 'revise']);
    expect(ownerActions(TASK_STATUS.completed)).toEqual([]);
    expect(canAssign(TASK_STATUS.recruiting)).toBe(true);
    expect(canAssign(TASK_STATUS.inProgress)).toBe(false);
    expect(canDeliver(TASK_STATUS.inProgress)).toBe(true);
    expect(canDeliver(TASK_STATUS.delivered)).toBe(false);
  });

  it('tells images from files', () => {
    expect(isImageAttachment('image/png')).toBe(true);
    expect(isImageAttachment('application/pdf')).toBe(false);
  });
});

describe('revisions and disputes on the task page (issue 25)', () => {
  const deal = (revisionsLeft: number, dispute: 'open' | 'decided' | null) => ({
    revisionsLeft,
    dispute: dispute ? { status: dispute } : null,
  });

  it('offers 发起纠纷 only while 进行中 or 待验收, once known, and not beside an open dispute', () => {
    expect(canDispute(deal(3, null), TASK_STATUS.inProgress)).toBe(true);
    expect(canDispute(deal(3, null), TASK_STATUS.delivered)).toBe(true);
    expect(canDispute(deal(3, 'decided'), TASK_STATUS.delivered)).toBe(true);
    expect(canDispute(deal(3, 'open'), TASK_STATUS.delivered)).toBe(false);
    expect(canDispute(deal(3, null), TASK_STATUS.recruiting)).toBe(false);
    expect(canDispute(deal(3, null), TASK_STATUS.completed)).toBe(false);
    expect(canDispute(undefined, TASK_STATUS.delivered)).toBe(false);
  });

  it('hides 要求修改 after the third round, and every work action while a dispute is open', () => {
    const owner = ownerActions(TASK_STATUS.delivered);
    expect(dealActions(owner, deal(1, null))).toEqual(['revise', 'accept']);
    expect(dealActions(owner, deal(0, null))).toEqual(['accept']);
    expect(dealActions(owner, deal(2, 'open'))).toEqual([]);
    expect(dealActions(owner, undefined)).toEqual(['revise', 'accept']);
  });
});

describe('the escrow before 选TA (issue 9)', () => {
  it('lets the owner choose once the bounty is held, when there is none, or while it is unknown', () => {
    expect(escrowAllowsAssign({ status: 'unpaid', amount: 150_000, canPay: true })).toBe(false);
    expect(escrowAllowsAssign({ status: 'held', amount: 150_000, canPay: false })).toBe(true);
    expect(escrowAllowsAssign({ status: 'unpaid', amount: 0, canPay: false })).toBe(true);
    expect(escrowAllowsAssign(null)).toBe(true);
  });

  it('says whether the bounty is held', () => {
    expect(escrowNote({ status: 'unpaid', amount: 150_000, canPay: true })).toBe(
      '赏金 ￥1,500.00元 尚未托管：托管后才能选定设计师。',
    );
    expect(escrowNote({ status: 'held', amount: 150_000, canPay: false })).toBe('赏金 ￥1,500.00元 已托管至平台。');
    expect(escrowNote({ status: 'released', amount: 150_000, canPay: false })).toBeNull();
    expect(escrowNote(undefined)).toBeNull();
  });
});

describe('the deal’s words (issue 25)', () => {
  it('shows the rounds while awaiting acceptance, or at work again after a revision', () => {
    expect(showsRounds(TASK_STATUS.delivered, 0)).toBe(true);
    expect(showsRounds(TASK_STATUS.inProgress, 0)).toBe(false);
    expect(showsRounds(TASK_STATUS.inProgress, 1)).toBe(true);
    expect(showsRounds(TASK_STATUS.completed, 2)).toBe(false);
    expect(roundsLeftText(2)).toBe('还可要求修改 2 次');
    expect(roundsLeftText(0)).toBe('修改次数已用完，只能验收通过或发起纠纷');
  });

  it('names the round a revision asks for, and who the automatic acceptance waits on', () => {
    expect(reviseNote({ revisionRounds: 1, revisionMax: 3, revisionsLeft: 2 })).toBe(
      '这是第 2/3 轮修改；提交后还可要求修改 1 次，之后只能验收通过或发起纠纷。',
    );
    expect(autoAcceptNote('owner', '2026-12-03 10:00')).toBe('若 7 天内未处理，将于 2026-12-03 10:00 自动验收');
    expect(autoAcceptNote('hired', '2026-12-03 10:00')).toBe('雇主若 7 天内未处理，将于 2026-12-03 10:00 自动验收');
  });
});

describe('attachments are checked before they are sent (docs/product.md "Further limits")', () => {
  const file = (head: number[], size = head.length) => ({
    size,
    slice: (start: number, end: number) => ({
      arrayBuffer: async () => new Uint8Array(head.slice(start, end)).buffer,
    }),
  });
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
  const PDF = ascii('%PDF-1.7\n');

  it('takes images and PDFs by their bytes, at most 10 MB', async () => {
    expect(await checkAttachmentFiles([file(PNG), file(PDF)])).toBeNull();
    expect(await checkAttachmentFiles([file(PNG), file(ascii('<html>'))])).toBe(ONLY_IMAGES_OR_PDF);
    expect(await checkAttachmentFiles([file(PDF, UPLOAD_MAX_FILE_BYTES + 1)])).toBe(FILE_TOO_LARGE);
    expect(FILE_TOO_LARGE).toBe('单个文件不能超过10MB');
  });
});

describe('the dispute form (web and phone)', () => {
  const png = (name: string) => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    return { name, size: bytes.length, slice: () => ({ arrayBuffer: async () => bytes.buffer }) };
  };
  const text = { name: 'a.txt', size: 3, slice: () => ({ arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer }) };

  it('adds evidence files up to nine, refusing what is not an image or a PDF', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => png(`${i}.png`));
    expect(await addDisputeFiles(eight.slice(0, 1), [text])).toEqual({
      files: eight.slice(0, 1),
      problem: ONLY_IMAGES_OR_PDF,
    });
    const added = await addDisputeFiles(eight, [png('8.png'), png('9.png')]);
    expect(added.files).toHaveLength(9);
    expect(added.problem).toBe('证据附件最多9个');
    expect((await addDisputeFiles([], [png('a.png')])).problem).toBeNull();
  });

  it('ticks quotes up to twenty and says how many are chosen', () => {
    expect(toggleQuote([1], 2, true)).toEqual({ ids: [1, 2] });
    expect(toggleQuote([1, 2], 1, false)).toEqual({ ids: [2] });
    const full = Array.from({ length: 20 }, (_, i) => i);
    expect(toggleQuote(full, 99, true)).toEqual({ ids: full, problem: '最多引用20条消息' });
    expect(quoteLegend(0)).toBe('引用聊天记录（选填，最多 20 条）');
    expect(quoteLegend(3)).toBe('引用聊天记录（选填，最多 20 条，已选 3 条）');
  });

  it('hands a quote checkbox change on, or says the refusal instead', () => {
    const changes: number[][] = [];
    const refusals: string[] = [];
    const full = Array.from({ length: 20 }, (_, i) => i);
    quoteToggler({ chosen: [1], onChange: (ids) => changes.push(ids) }, (m) => refusals.push(m))(2, true);
    quoteToggler({ chosen: full, onChange: (ids) => changes.push(ids) }, (m) => refusals.push(m))(99, true);
    expect(changes).toEqual([[1, 2]]);
    expect(refusals).toEqual(['最多引用20条消息']);
  });
});

describe('a dispute as its parties read it', () => {
  const open = {
    status: DISPUTE_STATUS.open,
    reason: '交付稿不符',
    evidenceText: '',
    decision: null,
    designerFen: null,
    employerFen: null,
    decisionText: '',
    decidedAt: null,
  };
  it('lists the reason and the evidence text, then the ruling once decided', () => {
    expect(disputeFacts(open)).toEqual([{ label: '纠纷原因', text: '交付稿不符' }]);
    const decided = disputeFacts({
      ...open,
      status: DISPUTE_STATUS.decided,
      evidenceText: '见聊天',
      decision: 'split',
      designerFen: 30000,
      employerFen: 20000,
      decisionText: '各担一半',
      decidedAt: '2026-05-20T04:00:00.000Z',
    });
    expect(decided.map((f) => f.label)).toEqual(['纠纷原因', '证据说明', '裁决结果', '裁决说明', '裁决时间']);
    expect(decided[2]!.text).toBe('按金额分配：设计师所得 ￥300.00元，退回雇主 ￥200.00元');
    expect(decided[4]!.text).toBe('2026-05-20 12:00');
  });
});

describe('sendTaskWork', () => {
  it('sends each action as its endpoint with what it needs, and says whether it was done', async () => {
    const calls: [string, unknown][] = [];
    const call: TaskWorkCaller = async (name, input) => {
      calls.push([name, input]);
      return { success: name !== 'closeTask' };
    };
    expect(await sendTaskWork({ action: 'assign', orderId: 1, designerId: 9 }, call)).toBe(true);
    expect(await sendTaskWork({ action: 'deliver', orderId: 1 }, call)).toBe(true);
    expect(await sendTaskWork({ action: 'accept', orderId: 1 }, call)).toBe(true);
    expect(await sendTaskWork({ action: 'revise', orderId: 1, reason: '颜色再亮些' }, call)).toBe(true);
    expect(await sendTaskWork({ action: 'close', orderId: 1, reason: '需求取消' }, call)).toBe(false);
    expect(calls).toEqual([
      ['assignDesignerTask', { orderId: 1, designerId: 9 }],
      ['deliverTask', { orderId: 1 }],
      ['acceptTask', { orderId: 1 }],
      ['reviseTask', { orderId: 1, reason: '颜色再亮些' }],
      ['closeTask', { orderId: 1, reason: '需求取消' }],
    ]);
  });
});

/**
 * Issue 25: disputes — who may open one and when, the frozen task, the evidence, and the operator's three
 * decisions with the ledger balanced after each (every ledger_balances row equals the sum of its entries).
 */
import { TASK_ATTACHMENT_KIND, TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import type { AttachmentEntry, Message } from '@bazaar/domain/entities';
import type { EndpointData } from '@bazaar/domain/api';
import { balanceAccount, DEAL_MESSAGES, taskPagePath } from '@bazaar/domain/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { balanceOf, dealTask, escrowOf, notificationsOf, userIdOf } from '../../test/deal-fixture';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin, userCalls } from '../../test/login';
import { multipart } from '../../test/multipart';
import { ledgerMismatches } from '../billing/ledger.repository';

const EMPLOYER = '13900000001';
const DESIGNER = '13800000001';
const OPERATOR = '13600000000';
const OPEN = '/api/plat/task/openDispute';
const DECIDE = '/api/admin/dispute/decideDispute';

describe.each(DRIVERS)('disputes on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date());
  const { get, post, tokenOf } = userCalls(() => ({ app: t.app, login }));
  const db = () => t.app.database.db;
  let employerId: number;
  let designerId: number;
  const task = (o: { status?: TaskStatus; fen?: number } = {}) =>
    dealTask(db(), { employerId, designerId, fen: o.fen ?? 200_000, status: o.status, deliveredAt: clock.now() });
  const statusOf = async (orderId: number) =>
    (await db().selectFrom('tasks').select('task_status').where('order_id', '=', orderId).executeTakeFirstOrThrow())
      .task_status;
  const open = (orderId: number, mobile: string, extra: object = {}) =>
    post<{ disputeId: number }>(OPEN, { orderId, reason: '交付稿与需求不符', ...extra }, mobile);
  const refused = (body: unknown, message: string) =>
    expect(body).toMatchObject({ success: false, resultCode: 'E020002', resultMessage: message });
  const uploadEvidence = async (orderId: number, mobile: string) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const body = multipart([
      { name: 'orderId', data: String(orderId) },
      { name: 'kind', data: String(TASK_ATTACHMENT_KIND.evidence) },
      { name: 'files', filename: '聊天截图.png', type: 'image/png', data: png },
    ]);
    return call<AttachmentEntry[]>(t.app, '/api/plat/task/subcontract/uploadTaskAttachment', {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenOf(mobile)) },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    employerId = await userIdOf(db(), EMPLOYER);
    designerId = await userIdOf(db(), DESIGNER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opens only for the two sides, only while 进行中 or 待验收, one at a time', async () => {
    const recruiting = await task({ status: TASK_STATUS.recruiting });
    refused((await open(recruiting, EMPLOYER)).body, DEAL_MESSAGES.disputeStatus);
    const done = await task({ status: TASK_STATUS.completed });
    refused((await open(done, EMPLOYER)).body, DEAL_MESSAGES.disputeStatus);

    const working = await task({ status: TASK_STATUS.inProgress });
    const stranger = await open(working, '13900000002');
    expect(stranger.body).toMatchObject({
      success: false,
      resultCode: 'E010403',
      resultMessage: DEAL_MESSAGES.disputeParty,
    });
    const blank = await post(OPEN, { orderId: working, reason: ' ' }, DESIGNER);
    expect(blank.body).toMatchObject({ success: false, resultMessage: '请填写纠纷原因' });
    expect(
      await db().selectFrom('task_disputes').select('dispute_id').where('order_id', '=', working).execute(),
    ).toEqual([]);

    const opened = await open(working, DESIGNER);
    expect(opened.body).toMatchObject({ success: true });
    refused((await open(working, EMPLOYER)).body, DEAL_MESSAGES.disputeOpen);
    // The other side learns it, with a link to the task page.
    expect((await notificationsOf(db(), employerId, 'dispute.opened'))[0]).toMatchObject({
      title: '设计师发起了纠纷：纠纷测试任务',
      link: taskPagePath(working),
    });
  });

  it('freezes the task: no delivery, acceptance, revision or automatic acceptance until decided', async () => {
    const working = await task({ status: TASK_STATUS.inProgress });
    expect((await open(working, EMPLOYER)).body.success).toBe(true);
    refused(
      (await post('/api/plat/task/subcontract/deliverTask', { orderId: working }, DESIGNER)).body,
      DEAL_MESSAGES.frozen,
    );

    const delivered = await task();
    expect((await open(delivered, DESIGNER)).body.success).toBe(true);
    refused(
      (await post('/api/plat/task/subcontract/acceptTask', { orderId: delivered }, EMPLOYER)).body,
      DEAL_MESSAGES.frozen,
    );
    refused(
      (await post('/api/plat/task/subcontract/reviseTask', { orderId: delivered, reason: '改' }, EMPLOYER)).body,
      DEAL_MESSAGES.frozen,
    );
    const deal = await get<EndpointData<'getTaskDeal'>>(`/api/plat/task/getTaskDeal?orderId=${delivered}`, EMPLOYER);
    expect(deal.body.data).toMatchObject({ autoAcceptAt: null, dispute: { status: 'open', openedBy: 'designer' } });
    expect(await statusOf(delivered)).toBe(TASK_STATUS.delivered);
    expect(await escrowOf(db(), delivered)).toBe(200_000);
  });

  it('quotes messages of the task’s conversation; the operator sees them and reads the whole, recorded', async () => {
    const orderId = await task();
    const opened = await post<{ conversationId: number }>('/api/conversations/open', { orderId, designerId }, EMPLOYER);
    const conversationId = opened.body.data.conversationId;
    const say = (text: string, mobile: string) =>
      post<Message>(
        '/api/conversations/send',
        { conversationId, clientId: `dispute-${text.length}-${mobile}`, text },
        mobile,
      );
    const promise = (await say('三款杯套，不含季节主题', EMPLOYER)).body.data.messageId;
    const extra = (await say('季节主题需要另外计费', DESIGNER)).body.data.messageId;
    await say('好的我考虑一下', EMPLOYER);
    // A message of another conversation cannot be quoted.
    const inquiry = (await post<{ conversationId: number }>('/api/conversations/open', { designerId }, EMPLOYER)).body
      .data.conversationId;
    const foreign = (
      await post<Message>(
        '/api/conversations/send',
        { conversationId: inquiry, clientId: 'dispute-foreign', text: '在吗' },
        EMPLOYER,
      )
    ).body.data.messageId;
    refused((await open(orderId, DESIGNER, { messageIds: [promise, foreign] })).body, DEAL_MESSAGES.evidenceMessage);

    const disputed = await open(orderId, DESIGNER, { messageIds: [extra, promise] });
    const info = (
      await get<EndpointData<'getDisputeInfo'>>(
        `/api/admin/dispute/getDisputeInfo?disputeId=${disputed.body.data.disputeId}`,
        OPERATOR,
      )
    ).body.data;
    expect(info.conversationId).toBe(conversationId);
    expect(info.evidenceMessages.map((m) => m.text)).toEqual(['三款杯套，不含季节主题', '季节主题需要另外计费']);

    // The whole conversation, now that a dispute is open on it: the read is recorded with its reason.
    const reason = `纠纷 #${info.disputeId} 取证`;
    const read = await get<{ messages: Message[] }>(
      `/api/admin/conversations/${conversationId}?reason=${encodeURIComponent(reason)}`,
      OPERATOR,
    );
    expect(read.body.data.messages).toHaveLength(3);
    const reads = await db()
      .selectFrom('conversation_reads')
      .select(['reason', 'operator_id'])
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(reads).toEqual([{ reason, operator_id: await userIdOf(db(), OPERATOR) }]);
  });

  it('takes evidence files the opener uploaded for the task, and refuses anyone else’s', async () => {
    const orderId = await task();
    const mine = await uploadEvidence(orderId, EMPLOYER);
    expect(mine.body).toMatchObject({ success: true });
    const theirs = await uploadEvidence(orderId, DESIGNER);
    const otherTask = await task({ status: TASK_STATUS.completed });
    refused((await uploadEvidence(otherTask, EMPLOYER)).body, DEAL_MESSAGES.evidenceUpload);

    refused(
      (await open(orderId, EMPLOYER, { attachmentIds: [theirs.body.data[0]!.attachmentId] })).body,
      DEAL_MESSAGES.evidenceAttachment,
    );
    const id = mine.body.data[0]!.attachmentId;
    const opened = await open(orderId, EMPLOYER, { evidenceText: '需求第 3 条', attachmentIds: [id] });
    expect(opened.body.success).toBe(true);
    const info = await get<EndpointData<'getDisputeInfo'>>(
      `/api/admin/dispute/getDisputeInfo?disputeId=${opened.body.data.disputeId}`,
      OPERATOR,
    );
    expect(info.body.data).toMatchObject({ evidenceText: '需求第 3 条', escrowFen: 200_000, status: 'open' });
    expect(info.body.data.evidence.map((e) => e.attachmentId)).toEqual([id]);
    const list = await get<{ rows: { disputeId: number }[] }>(
      '/api/admin/dispute/getDisputePage?status=open',
      OPERATOR,
    );
    expect(list.body.data.rows.map((r) => r.disputeId)).toContain(opened.body.data.disputeId);
    expect((await get('/api/admin/dispute/getDisputePage', EMPLOYER)).body.success).toBe(false);
  });

  it.each([
    ['release', undefined, 200_000, TASK_STATUS.completed],
    ['refund', undefined, 0, TASK_STATUS.closed],
    ['split', 123_45, 123_45, TASK_STATUS.completed],
  ] as const)(
    'decides %s: the money moves through the ledger, the task ends, both sides read the decision',
    async (decision, share, designerGets, endsIn) => {
      const orderId = await task();
      const disputeId = (await open(orderId, DESIGNER)).body.data.disputeId;
      const before = await balanceOf(db(), balanceAccount(designerId));
      const decided = await post(
        DECIDE,
        { disputeId, decision, designerFen: share, decisionText: '依据双方证据作出裁决' },
        OPERATOR,
      );
      expect(decided.body).toMatchObject({ success: true });
      expect(await escrowOf(db(), orderId)).toBe(0);
      expect((await balanceOf(db(), balanceAccount(designerId))) - before).toBe(designerGets);
      expect(await statusOf(orderId)).toBe(endsIn);
      const bills = await db()
        .selectFrom('bills')
        .select(['user_id', 'kind', 'amount_fen'])
        .where('order_id', '=', orderId)
        .execute();
      const billOf = (userId: number, kind: string) => bills.find((b) => b.user_id === userId && b.kind === kind);
      if (designerGets > 0) expect(Number(billOf(designerId, 'income')?.amount_fen)).toBe(designerGets);
      if (designerGets < 200_000) expect(Number(billOf(employerId, 'refund')?.amount_fen)).toBe(200_000 - designerGets);
      expect(await ledgerMismatches(db())).toEqual([]);

      for (const mobile of [EMPLOYER, DESIGNER]) {
        const deal = await get<EndpointData<'getTaskDeal'>>(`/api/plat/task/getTaskDeal?orderId=${orderId}`, mobile);
        expect(deal.body.data.dispute).toMatchObject({
          status: 'decided',
          decision,
          designerFen: designerGets,
          employerFen: 200_000 - designerGets,
          decisionText: '依据双方证据作出裁决',
        });
      }
      for (const userId of [employerId, designerId]) {
        expect((await notificationsOf(db(), userId, 'dispute.decided'))[0]).toMatchObject({
          title: '纠纷已裁决：纠纷测试任务',
          link: taskPagePath(orderId),
        });
      }
      // The same decision again changes nothing; another one is refused.
      expect(
        (await post(DECIDE, { disputeId, decision, designerFen: share, decisionText: '重复提交' }, OPERATOR)).body
          .success,
      ).toBe(true);
      refused(
        (
          await post(
            DECIDE,
            { disputeId, decision: decision === 'refund' ? 'release' : 'refund', decisionText: '改判' },
            OPERATOR,
          )
        ).body,
        DEAL_MESSAGES.alreadyDecided,
      );
      expect(
        await db().selectFrom('ledger_movements').select('kind').where('order_id', '=', orderId).execute(),
      ).toHaveLength(1 + (designerGets > 0 ? 1 : 0) + (designerGets < 200_000 ? 1 : 0));
    },
  );

  it('refuses a split above the escrow or without an amount, and only operators decide', async () => {
    const orderId = await task({ fen: 10_000 });
    const disputeId = (await open(orderId, EMPLOYER)).body.data.disputeId;
    refused(
      (await post(DECIDE, { disputeId, decision: 'split', designerFen: 10_001, decisionText: '分配' }, OPERATOR)).body,
      DEAL_MESSAGES.shareRange(10_000),
    );
    const missing = await post(DECIDE, { disputeId, decision: 'split', decisionText: '分配' }, OPERATOR);
    expect(missing.body).toMatchObject({ success: false, resultMessage: DEAL_MESSAGES.shareMissing });
    const negative = await post(
      DECIDE,
      { disputeId, decision: 'split', designerFen: -1, decisionText: '分配' },
      OPERATOR,
    );
    expect(negative.body).toMatchObject({ success: false, resultMessage: '设计师所得须为 0 或正整数（单位：分）' });
    const byEmployer = await post(DECIDE, { disputeId, decision: 'refund', decisionText: '退款' }, EMPLOYER);
    expect(byEmployer.body.success).toBe(false);
    expect(await escrowOf(db(), orderId)).toBe(10_000);
    expect(await statusOf(orderId)).toBe(TASK_STATUS.delivered);
  });
});

/**
 * Issue 23: the answers cannot drift from the contract.
 * - Every GET endpoint of the registry is called here on the seeded database, as the role it is for, and
 *   its `data` is parsed with the endpoint's own schema. A new GET endpoint fails to compile until it gets
 *   a sample below (or a reason why it has none).
 * - Every POST endpoint is called by some api test, and under tests every answer is parsed with its
 *   schema before it is sent (`API_CHECK_ANSWERS`, on with NODE_ENV=test): a mismatch is a 500 there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, routes, type EndpointInput, type EndpointName } from '@bazaar/domain/api';
import { callUrl } from '@bazaar/domain/api/page-data';
import * as z from 'zod/mini';
import { TASK_STATUS } from '@bazaar/domain/constants';
import type { Activity, Task } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from '../db/seed/accounts';
import { DEMO_OPERATOR } from '../db/seed/tasks';
import { ManualClock } from '../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../test/harness';
import { bearer, TestLogin } from '../test/login';
import { route } from './endpoint';

type GetName = { [N in EndpointName]: (typeof endpoints)[N]['method'] extends 'GET' ? N : never }[EndpointName];
type Role = 'visitor' | 'designer' | 'employer' | 'operator';
/** Ids found on the seeded database before the samples are built. */
interface Seeded {
  worksId: number;
  designerId: number;
  orderId: number;
  ipadOrderId: number;
  enterpriseOrderId: number;
  employerOrderId: number;
  designerOrderId: number;
  brandId: number;
  topicOrderId: number;
  activityId: number;
  campaign: string;
  campaignWorksId: number;
  disputeId: number;
  conversationId: number;
  disputedConversationId: number;
}
type Sample<N extends GetName> = { as: Role; input: EndpointInput<N> } | { skip: string };

const samples = (s: Seeded): { [N in GetName]: Sample<N> } => ({
  getUserInfo: { as: 'designer', input: undefined },
  getDesignerWorkStatus: { as: 'visitor', input: { userId: s.designerId } },
  getOssSignatureUploadToken: { as: 'designer', input: undefined },
  getAllWorksPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getConfigWorks: { as: 'visitor', input: { ids: [s.worksId] } },
  getWorksInfo: { as: 'designer', input: { worksId: s.worksId } },
  getAlikeWorksList: { as: 'visitor', input: { worksId: s.worksId } },
  getMyWorksPage: { as: 'designer', input: { current: 1, pageSize: 4 } },
  getAllTalentsPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getConfigTalent: { as: 'visitor', input: { ids: [s.designerId] } },
  getTalentWorksList: { as: 'visitor', input: { userIds: [s.designerId] } },
  getTalentHomepageInfo: { as: 'employer', input: { userId: s.designerId } },
  getMatchSearchKeyWords: { as: 'visitor', input: { keyword: '插画' } },
  getRecentSearchKeyWords: { as: 'designer', input: {} },
  getTalentsAddFavoriteStatus: { as: 'employer', input: { userIds: [s.designerId] } },
  getWorksAddFavoriteStatus: { as: 'employer', input: { worksIds: [s.worksId] } },
  getMyFavoriteWorksPage: { as: 'employer', input: { current: 1, pageSize: 4 } },
  getMyFavoriteTalentPage: { as: 'employer', input: { current: 1, pageSize: 4 } },
  getTaskPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getMyApplyPage: { as: 'designer', input: { current: 1, pageSize: 4 } },
  getTaskInfo: { as: 'designer', input: { orderId: s.orderId } },
  getTaskApplyCount: { as: 'designer', input: { orderId: s.orderId } },
  getIpadTaskApplyCount: { as: 'designer', input: { orderId: s.ipadOrderId } },
  getEnterpriseTaskApplyCount: { as: 'designer', input: { orderId: s.enterpriseOrderId } },
  getEmployerTaskTimeAxis: { as: 'employer', input: { orderId: s.employerOrderId } },
  getDesignerTaskTimeAxis: { as: 'designer', input: { orderId: s.designerOrderId } },
  getEmployerTaskAttachmentAxis: { as: 'employer', input: { orderId: s.employerOrderId } },
  getDesignerTaskAttachmentAxis: { as: 'designer', input: { orderId: s.designerOrderId } },
  getActivityTaskPage: { as: 'visitor', input: { activityId: s.activityId, current: 1, pageSize: 4 } },
  getTopicTaskInfo: { as: 'visitor', input: { orderId: s.topicOrderId } },
  getMyApplyStatus: { as: 'designer', input: { orderId: s.orderId } },
  getTopicTaskApplyPage: { as: 'visitor', input: { orderId: s.topicOrderId, current: 1, pageSize: 4 } },
  getTopicTaskPage: { as: 'visitor', input: { brandId: s.brandId, current: 1, pageSize: 4 } },
  getMyPublishTaskPage: { as: 'employer', input: { current: 1, pageSize: 4 } },
  getTaskApplyDesignerPage: { as: 'employer', input: { orderId: s.employerOrderId, current: 1, pageSize: 4 } },
  getBrandPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getBrandInfo: { as: 'visitor', input: { brandId: s.brandId } },
  getActivityPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getActivityInfo: { as: 'visitor', input: { activityId: s.activityId } },
  getMyAccountInfo: { as: 'designer', input: undefined },
  getMyAccountKeepSummary: { as: 'designer', input: {} },
  getMyAccountKeepPage: { as: 'designer', input: { current: 1, pageSize: 4 } },
  getTaskEscrow: { as: 'employer', input: { orderId: s.employerOrderId } },
  getPayChannels: { as: 'employer', input: undefined },
  getPayAnomalyPage: { as: 'operator', input: { current: 1, pageSize: 10 } },
  getPayOrderInfo: { skip: 'needs a pay order of the caller: billing.test.ts creates one and reads it' },
  getMyBankCards: { as: 'designer', input: undefined },
  getMyPayoutAccounts: { as: 'designer', input: undefined },
  getMyPayoutPage: { as: 'designer', input: { current: 1, pageSize: 4 } },
  myGrewUpProjectList: { as: 'designer', input: undefined },
  getCapacityModel: { as: 'designer', input: undefined },
  getResultOfCapacityModel: { as: 'designer', input: { type: 'logo' } },
  getGrowthPlanList: { as: 'designer', input: undefined },
  getMyDiagnosis: { as: 'designer', input: undefined },
  getMyAccountHealth: { as: 'designer', input: undefined },
  getCmsConfigInfos: { as: 'visitor', input: { channel: 'pc', page: 'home', position: 'banner' } },
  getConsultantQr: { as: 'visitor', input: undefined },
  // Issue 33 (modules/account/open-ids.test.ts calls them with the companies configured).
  getOAuthOptions: { as: 'visitor', input: undefined },
  getWechatJsConfig: { as: 'visitor', input: { url: 'http://127.0.0.1:3000/works' } },
  getAllCategories: { as: 'visitor', input: undefined },
  getChooseCategoryInfo: { as: 'visitor', input: undefined },
  getDictionaryByTypeCode: { as: 'visitor', input: { code: 'report_type' } },
  getCampaignInfo: { as: 'visitor', input: { campaign: s.campaign } },
  getCampaignList: { as: 'visitor', input: {} },
  getCampaignWorksPage: { as: 'visitor', input: { campaign: s.campaign, current: 1, pageSize: 4 } },
  getCampaignEntry: { as: 'visitor', input: { campaign: s.campaign, worksId: s.campaignWorksId } },
  getMyJoinApplication: { as: 'employer', input: undefined },
  getMyReportPage: { as: 'employer', input: { current: 1, pageSize: 4 } },
  getMyClipPage: { as: 'designer', input: { current: 1, pageSize: 4 } },
  getClipPage: { as: 'visitor', input: { current: 1, pageSize: 4 } },
  getClipVideo: { skip: 'answers the video bytes, not an envelope (clips.test.ts checks 200, 206 and 416)' },
  getFollowUpPage: { as: 'operator', input: { current: 1, pageSize: 4 } },
  getExamReviewPage: { as: 'operator', input: { current: 1, pageSize: 4 } },
  adminCmsPositions: { as: 'operator', input: undefined },
  adminCmsPosition: { as: 'operator', input: { page: 'home', position: 'banner' } },
  adminCampaignList: { as: 'operator', input: undefined },
  getJoinApplicationPage: { as: 'operator', input: { current: 1, pageSize: 4 } },
  getReportPage: { as: 'operator', input: { current: 1, pageSize: 4 } },
  getTaskReview: { as: 'employer', input: { orderId: s.employerOrderId } },
  getUserReviewPage: { as: 'visitor', input: { userId: s.designerId, current: 1, pageSize: 4 } },
  getEmployerRatings: { as: 'visitor', input: { userIds: [DEMO_EMPLOYER.userId] } },
  getMyPendingReviews: { as: 'designer', input: undefined },
  getTaskDeal: { as: 'employer', input: { orderId: s.employerOrderId } },
  getDisputePage: { as: 'operator', input: { status: 'decided', current: 1, pageSize: 4 } },
  getDisputeInfo: { as: 'operator', input: { disputeId: s.disputeId } },
  getConversations: { as: 'employer', input: { current: 1, pageSize: 4 } },
  getConversation: { as: 'designer', input: { conversationId: s.conversationId } },
  getMessages: { as: 'employer', input: { conversationId: s.conversationId, limit: 3 } },
  getConversationForOperator: {
    as: 'operator',
    // The operator reads only a conversation whose task has a dispute between its two sides (decision 022).
    input: { conversationId: s.disputedConversationId, reason: '合同检查：契约测试读取' },
  },
  getNotifications: { as: 'designer', input: { current: 1, pageSize: 4 } },
  getUnreadCounts: { as: 'employer', input: undefined },
  events: { skip: 'answers a text/event-stream that never ends (events.test.ts reads it over real HTTP)' },
});

describe.each(DRIVERS)('every answer matches its contract on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(new Date());
  const tokens = new Map<Role, string>();
  let seeded: Seeded;

  async function get<N extends GetName>(name: N, input: EndpointInput<N>, as: Role) {
    const token = tokens.get(as);
    const res = await call(t.app, callUrl(routes[name], (input ?? {}) as Record<string, unknown>), {
      headers: token ? bearer(token) : {},
    });
    return res;
  }
  async function data<T>(name: GetName, input: Record<string, unknown>, as: Role = 'visitor'): Promise<T> {
    const res = await get(name, input as never, as);
    expect(res.body, name).toMatchObject({ success: true });
    return res.body.data as T;
  }
  const firstRow = async (name: GetName, input: Record<string, unknown>, as: Role = 'visitor') =>
    (await data<{ rows: Record<string, unknown>[] }>(name, { current: 1, pageSize: 20, ...input }, as)).rows[0]!;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    const login = new TestLogin(t.app, clock);
    tokens.set('designer', await login.bySms(DEMO_DESIGNER.mobile));
    tokens.set('employer', await login.bySms(DEMO_EMPLOYER.mobile));
    tokens.set('operator', await login.bySms(DEMO_OPERATOR.mobile));
    const brand = await firstRow('getBrandPage', {});
    const activity = await firstRow('getActivityPage', {});
    const campaigns = await data<{ slug: string }[]>('getCampaignList', {});
    const campaign = campaigns[0]!.slug;
    seeded = {
      worksId: Number((await firstRow('getAllWorksPage', {})).worksId),
      designerId: DEMO_DESIGNER.userId,
      orderId: Number((await firstRow('getTaskPage', {})).orderId),
      ipadOrderId: Number((await firstRow('getTaskPage', { taskProperties: 3 })).orderId),
      enterpriseOrderId: Number((await firstRow('getTaskPage', { taskProperties: 4 })).orderId),
      employerOrderId: Number((await firstRow('getMyPublishTaskPage', {}, 'employer')).orderId),
      designerOrderId: Number((await firstRow('getMyApplyPage', {}, 'designer')).orderId),
      brandId: Number(brand.brandId),
      topicOrderId: Number((await firstRow('getTopicTaskPage', { brandId: brand.brandId })).orderId),
      activityId: Number(activity.activityId),
      campaign,
      conversationId: Number((await firstRow('getConversations', {}, 'employer')).conversationId),
      campaignWorksId: Number(
        ((await firstRow('getCampaignWorksPage', { campaign })).work as { worksId: number }).worksId,
      ),
      disputeId: Number((await firstRow('getDisputePage', { status: 'decided' }, 'operator')).disputeId),
      disputedConversationId: 0,
    };
    // The seeded dispute's two sides have no conversation yet: its employer opens one with the designer.
    const dispute = await data<{ orderId: number; designerId: number }>(
      'getDisputeInfo',
      { disputeId: seeded.disputeId },
      'operator',
    );
    const opened = await call(t.app, '/api/conversations/open', {
      method: 'POST',
      payload: { orderId: dispute.orderId, designerId: dispute.designerId },
      headers: bearer(tokens.get('employer')!),
    });
    seeded.disputedConversationId = Number((opened.body.data as { conversationId: number }).conversationId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every GET endpoint with data its schema accepts', async () => {
    expect(t.app.checkAnswers).toBe(true); // and every other test's answers are checked as they are sent
    const checked: string[] = [];
    for (const [name, sample] of Object.entries(samples(seeded)) as [GetName, Sample<GetName>][]) {
      if ('skip' in sample) continue;
      const res = await get(name, sample.input, sample.as);
      expect({ name, status: res.status, message: res.body.resultMessage }).toEqual({
        name,
        status: 200,
        message: res.body.success ? res.body.resultMessage : '(success)',
      });
      const parsed = endpoints[name].data.safeParse(res.body.data);
      expect(parsed.success ? [] : parsed.error.issues, name).toEqual([]);
      checked.push(name);
    }
    const gets = Object.values(routes).filter((r) => r.method === 'GET').length;
    expect(checked.length).toBeGreaterThanOrEqual(gets - 3);
  });

  it('takes back an application to a campaign task with handleCancelApply, and only to a campaign task', async () => {
    const running = (await data<{ rows: Activity[] }>('getActivityPage', { current: 1, pageSize: 10 })).rows.find(
      (a) => a.activityStatus === 2,
    )!;
    const tasks = await data<{ rows: Task[] }>('getActivityTaskPage', {
      activityId: running.activityId,
      current: 1,
      pageSize: 20,
    });
    const task = tasks.rows.find((x) => x.taskStatus === TASK_STATUS.recruiting)!;
    const post = (url: string, orderId: number) =>
      call(t.app, url, { method: 'POST', payload: { orderId }, headers: bearer(tokens.get('designer')!) });
    const applied = async (orderId: number) =>
      (await data<{ applied: boolean }>('getMyApplyStatus', { orderId }, 'designer')).applied;

    expect((await post('/api/plat/applyTask', task.orderId)).body.resultMessage).toBe('操作成功');
    expect(await applied(task.orderId)).toBe(true);
    expect((await post('/api/plat/handleCancelApply', task.orderId)).body).toMatchObject({ success: true });
    expect(await applied(task.orderId)).toBe(false);
    // An ordinary task is taken back with unApplyTask, never through the campaign's call.
    expect((await post('/api/plat/handleCancelApply', seeded.orderId)).body.success).toBe(false);
  });
});

describe('the answer check', () => {
  it('is a 500 naming the field when a handler answers what its contract does not allow', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.decorate('checkAnswers', true);
    app.setErrorHandler((error, _request, reply) => void reply.code(500).send({ message: (error as Error).message }));
    const probe = { method: 'GET', path: '/probe', auth: 'public', data: z.object({ count: z.number() }) } as const;
    route(app, probe, async () => ({ count: 'three' }) as unknown as { count: number });
    const res = await app.inject({ url: '/probe' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/GET \/probe answered data its contract does not allow — count:/);
    await app.close();
  });
});

describe('every POST endpoint', () => {
  it('is called by some api test (whose answers the check holds to the contract)', () => {
    const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const tests = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(path.join(src, f), 'utf8'))
      .join('\n');
    const untested = Object.entries(routes)
      .filter(([, r]) => r.method === 'POST')
      // A path with a `:name` segment is matched up to it (`/api/pay/notify/:provider` → `/api/pay/notify/`).
      .filter(([, r]) => !tests.includes(r.path.replace(/:\w+.*$/, '')))
      .map(([name]) => name);
    expect(untested).toEqual([]);
  });
});

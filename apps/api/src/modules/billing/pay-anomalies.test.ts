/** Payment anomalies (issue 33): one row per company, trade and kind however often it comes; operators only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayAnomaly } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { ManualClock } from '../../services/clock/clock';
import { DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { TestLogin, userCalls } from '../../test/login';
import { recordPayAnomaly } from './pay-anomalies';

const OPERATOR = '13600000000';
const EMPLOYER = '13900000001';

describe.each(DRIVERS)('pay anomalies on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const { get } = userCalls(() => ({ app: t.app, login }));

  beforeAll(async () => {
    const clock = new ManualClock(new Date());
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts twenty concurrent repeats of one notification in one row, newest first, for operators only', async () => {
    const db = t.app.database.db;
    const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 1, 0, s));
    const wrongAmount = {
      provider: 'wechatpay',
      kind: 'amount' as const,
      outTradeNo: 'BZ-ANOMALY-1',
      tradeNo: '4200000001',
      notifiedFen: 1,
      orderFen: 50_000,
      orderId: 3,
    };
    await Promise.all(Array.from({ length: 20 }, (_, i) => recordPayAnomaly(db, { ...wrongAmount, at: at(i) })));
    await recordPayAnomaly(db, {
      provider: 'alipay',
      kind: 'unknown_order',
      outTradeNo: 'NOT-OURS',
      tradeNo: null,
      notifiedFen: 100,
      orderFen: null,
      orderId: null,
      at: at(30),
    });
    const page = (await get<Page<PayAnomaly>>('/api/admin/pay/getPayAnomalyPage?current=1&pageSize=10', OPERATOR)).body;
    expect(page.success).toBe(true);
    expect(page.data.total).toBe(2);
    expect(
      page.data.rows.map((r) => [r.provider, r.kind, r.outTradeNo, r.times, r.notifiedAmount, r.orderAmount]),
    ).toEqual([
      ['alipay', 'unknown_order', 'NOT-OURS', 1, 100, null],
      ['wechatpay', 'amount', 'BZ-ANOMALY-1', 20, 1, 50_000],
    ]);
    const refused = await get('/api/admin/pay/getPayAnomalyPage?current=1&pageSize=10', EMPLOYER);
    expect(refused.body.success).toBe(false);
  });
});

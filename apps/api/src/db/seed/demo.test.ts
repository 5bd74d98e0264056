/**
 * Issue 22: no page of the two demo accounts is empty after `npm start` — their favourite works, followed
 * designers (人才库), bills and tasks — and the quick-publish dialog has a consultant QR to show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';

interface Paged {
  rows: unknown[];
  total: number;
}

describe.each(DRIVERS)('the demo accounts on %s', (driver) => {
  let t: TestApp;
  const tokens: Record<'designer' | 'employer', string> = { designer: '', employer: '' };
  // The seed's dates are fixed in 2025; the clock only has to move for the SMS resend window.
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    // From the migrated database: every seed step of an `npm start` on an empty one runs here.
    t = await startTestApp(driver, {}, { clock, start: 'migrated' });
    const login = new TestLogin(t.app, clock);
    tokens.designer = await login.bySms('13800000001');
    tokens.employer = await login.bySms('13900000001');
  });
  afterAll(async () => {
    await t?.close();
  });

  const total = async (who: keyof typeof tokens, path: string) => {
    const res = await call<Paged>(t.app, path, { headers: bearer(tokens[who]) });
    expect(res.body.success, `${who} ${path}`).toBe(true);
    return res.body.data.total;
  };

  it.each(['designer', 'employer'] as const)(
    'the demo %s has favourite works, followed designers and bills',
    async (who) => {
      expect(await total(who, '/api/plat/getMyFavoriteWorksPage?current=1&pageSize=10')).toBeGreaterThanOrEqual(4);
      expect(await total(who, '/api/plat/getMyFavoriteTalentPage?current=1&pageSize=10')).toBeGreaterThanOrEqual(3);
      expect(await total(who, '/api/plat/getMyAccountKeepPage?current=1&pageSize=10')).toBeGreaterThan(0);
    },
  );

  it('the demo employer has published tasks; the demo designer applied to some and has works', async () => {
    expect(await total('employer', '/api/plat/getMyPublishTaskPage?current=1&pageSize=10')).toBeGreaterThan(0);
    expect(await total('designer', '/api/plat/getMyApplyPage?current=1&pageSize=10')).toBeGreaterThan(0);
    expect(await total('designer', '/api/designer/getMyWorksPage?current=1&pageSize=10')).toBeGreaterThan(0);
  });

  it('seeds the consultant QR setting, whose image is served', async () => {
    const res = await call<{ image: string; caption: string } | null>(t.app, '/api/common/getConsultantQr');
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ image: expect.stringMatching(/^\/img\//), caption: expect.any(String) });
    const image = await t.app.inject({ url: res.body.data!.image });
    expect(image.statusCode).toBe(200);
  });
});

import type { UserInfo } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { purgeExpired } from './housekeeping';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('housekeeping on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-05-01T10:00:00+08:00'));

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(() => t.close());

  /** The sessions and SMS codes of one mobile. */
  const rowsOf = async (mobile: string) => {
    const db = t.app.database.db;
    const sessions = await db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .select('s.token_hash')
      .where('u.mobile', '=', mobile)
      .execute();
    const codes = await db.selectFrom('sms_codes').select('code_id').where('mobile', '=', mobile).execute();
    return { sessions: sessions.length, codes: codes.length };
  };

  it('deletes sessions ended over a day ago and SMS codes older than two days, keeping live ones', async () => {
    const oldMobile = freshMobile();
    const old = await login.bySms(oldMobile);

    clock.advance(9 * DAY); // the 7-day session ended two days ago; the code is 9 days old
    const freshOne = freshMobile();
    const fresh = await login.bySms(freshOne);

    const eventsBefore = await countRows(t.app, 'user_events');
    const deleted = await purgeExpired({ db: t.app.database.db, clock });
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    // Issue 25: the seed's stream events (notifications) are over a week old now, and go. At least those: one of the
    // app's timed jobs can append one more between the count and the purge (seen once in CI on PostgreSQL: 7
    // counted, 8 deleted, before the harness waited for the jobs' runs at start; their timers it cannot wait for).
    expect(eventsBefore).toBeGreaterThan(0);
    expect(deleted.events).toBeGreaterThanOrEqual(eventsBefore);
    expect(deleted.codes).toBeGreaterThanOrEqual(1);
    // Judged by this test's own rows, not table counts: the api's own timers (the hourly purge, the payment jobs)
    // share the database and may run beside it on a loaded machine.
    expect(await rowsOf(oldMobile)).toEqual({ sessions: 0, codes: 0 });
    expect(await rowsOf(freshOne)).toEqual({ sessions: 1, codes: 1 });

    // The live session still works; the ended one was already refused and stays refused.
    const me = await call<UserInfo>(t.app, '/api/user/getUserInfo', { headers: bearer(fresh) });
    expect(me.status).toBe(200);
    const gone = await call(t.app, '/api/user/getUserInfo', { headers: bearer(old) });
    expect(gone.status).toBe(401);
  });
});

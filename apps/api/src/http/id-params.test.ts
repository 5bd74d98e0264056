/**
 * Every id parameter of the contract (issue 6): each call the api serves that takes an id or an id list
 * answers an out-of-range or malformed one with a 400 and a Chinese message — never a 500 from the
 * database (ids are PostgreSQL `integer`s) — and the largest id the database can hold is never a 500
 * either. One table, built from the contract itself, so a new endpoint is covered the day it lands.
 * Contract calls another issue has not implemented yet are not routed here and are left out (they answer
 * the 404 envelope).
 */
import { endpoints, ID_MAX, idListParam, idParam, type Endpoint } from '@bazaar/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ManualClock } from '../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../test/harness';
import { bearer, freshMobile, TestLogin } from '../test/login';
import { DEMO_OPERATOR } from '../db/seed/tasks';

type Kind = 'id' | 'list';

/** The id fields of an endpoint's input, found by schema identity (through optional/default wrappers). */
function idFields(endpoint: Endpoint): [string, Kind][] {
  const input = (endpoint as { input?: z.ZodMiniType }).input;
  const def = input?._zod.def as { type: string; shape?: Record<string, z.ZodMiniType> } | undefined;
  if (!def || def.type !== 'object' || !def.shape) return [];
  const fields: [string, Kind][] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    let schema: z.ZodMiniType = field;
    for (;;) {
      const d = schema._zod.def as { type: string; innerType?: z.ZodMiniType };
      if ((d.type === 'optional' || d.type === 'default') && d.innerType) schema = d.innerType;
      else break;
    }
    if (schema === idParam) fields.push([key, 'id']);
    else if (schema === idListParam) fields.push([key, 'list']);
  }
  return fields;
}

const BAD: Record<Kind, unknown[]> = {
  id: [ID_MAX + 1, '99999999999999999999', -1, 0, 1.5, 'abc', '1e3x'],
  list: [`1,${ID_MAX + 1}`, '1,-2', '0', 'a,b', [1.5]],
};

const table = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, endpoint]) =>
  idFields(endpoint).map(([field, kind]) => ({ name, endpoint, field, kind })),
);

describe.each(DRIVERS)('id parameters on %s', (driver) => {
  let t: TestApp;
  let token: string;
  /** The seeded consultant (seed/tasks.ts): operator calls check their ids after the operator check. */
  let operatorToken: string;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));

  const send = (endpoint: Endpoint, payload: Record<string, unknown>) => {
    const headers = bearer(endpoint.auth === 'operator' ? operatorToken : token);
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]));
      return call(t.app, `${endpoint.path}?${query}`, { headers });
    }
    return call(t.app, endpoint.path, { method: 'POST', payload, headers });
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    const login = new TestLogin(t.app, clock);
    token = await login.bySms(freshMobile());
    operatorToken = await login.bySms(DEMO_OPERATOR.mobile);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers the id parameters of the calls the api serves', () => {
    const served = table.filter((r) => t.app.hasRoute({ method: r.endpoint.method, url: r.endpoint.path }));
    // The discovery calls at least: works, designers, favourites, reports, visits, likes.
    expect(served.map((r) => r.name)).toEqual(
      expect.arrayContaining(['getWorksInfo', 'getAlikeWorksList', 'batchAddFavoriteWorks', 'reportWorks', 'visit']),
    );
  });

  it.each(table)('$name ($field) refuses malformed and out-of-range ids with 400, never 500', async (row) => {
    if (!t.app.hasRoute({ method: row.endpoint.method, url: row.endpoint.path })) return;
    const input = (row.endpoint as { input: z.ZodMiniType }).input;
    for (const bad of BAD[row.kind]) {
      // The contract itself names this field as the problem…
      const parsed = input.safeParse({ [row.field]: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.some((i) => i.path[0] === row.field)).toBe(true);
      // …and the api answers a client's error, in Chinese.
      const res = await send(row.endpoint, { [row.field]: bad });
      expect(res.status, `${row.name} ${row.field}=${JSON.stringify(bad)}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, resultCode: 'E010001' });
      expect(res.body.resultMessage).toMatch(/[\u4e00-\u9fff]/);
    }
    // The largest id the database holds is a normal request: found or not, never a server error.
    const edge = await send(row.endpoint, { [row.field]: row.kind === 'id' ? ID_MAX : String(ID_MAX) });
    expect(edge.status, `${row.name} ${row.field}=ID_MAX`).toBeLessThan(500);
  });
});

/**
 * Issue 34: production served the source maps (`/assets/*.js.map`, the whole source). The builds now write them
 * hidden (`sourcemap: 'hidden'`: on disk for error reports, no `//# sourceMappingURL` in the JS — the build
 * refuses JS that still names one, tooling/scripts/precompress.mjs), and a production gateway serves none.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { makeWebDist, startEchoUpstream, testConfig } from '../test/harness.js';

/** A build as `sourcemap: 'hidden'` leaves it: the map beside the chunk, the chunk not naming it. */
function distWithMap(): string {
  const dir = makeWebDist();
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'] }));
  writeFileSync(path.join(dir, 'assets', 'c2.css.map'), JSON.stringify({ version: 3, sources: ['a.css'] }));
  return dir;
}

let upstream: Awaited<ReturnType<typeof startEchoUpstream>>;
const apps: FastifyInstance[] = [];
async function gateway(env: Record<string, string>, site: 'web' | 'mobile' = 'web'): Promise<FastifyInstance> {
  const dist = distWithMap();
  const app = await buildApp(
    testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: dist, MOBILE_DIST: dist, ...env }),
    site,
  );
  apps.push(app);
  await app.ready();
  return app;
}

beforeAll(async () => {
  upstream = await startEchoUpstream();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await upstream.app.close();
});

describe('source maps (issue 34)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' };

  it.each(['web', 'mobile'] as const)(
    'a production gateway answers 404 for an existing map (%s site)',
    async (site) => {
      const app = await gateway(production, site);
      for (const url of ['/assets/index-abc123.js.map', '/assets/c2.css.map']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, resultCode: 'E010004' });
        expect(res.body).not.toContain('sources');
      }
      // The chunk beside it is served as before, and names no map.
      const js = await app.inject({ url: '/assets/index-abc123.js' });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(js.body).not.toMatch(/sourceMappingURL/);
    },
  );

  it('outside production the maps are files like any other (a developer may load them by hand)', async () => {
    const app = await gateway({});
    const res = await app.inject({ url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 3, sources: ['a.ts'] });
  });
});

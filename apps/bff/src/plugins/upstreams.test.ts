import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { UpstreamSet } from './upstreams.js';

/** An api process stand-in: counts what it served; `/readyz` answers `ready()`'s status. */
async function apiStandIn(ready: () => number): Promise<{ app: FastifyInstance; url: string; served: () => number }> {
  let served = 0;
  const app = Fastify();
  app.get('/readyz', async (_request, reply) => reply.code(ready()).send({ ok: ready() === 200 }));
  app.get('/work', async () => {
    served++;
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, served: () => served };
}

describe('UpstreamSet', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  it('stops choosing a process whose /readyz answers 503 (draining) while it still listens', async () => {
    let drainingStatus = 200;
    const a = await apiStandIn(() => 200);
    const b = await apiStandIn(() => drainingStatus);
    apps.push(a.app, b.app);
    const set = new UpstreamSet([a.url, b.url], { connections: 4 }, 50);
    const get = async () => (await set.request({ method: 'GET', path: '/work' })).body.dump();
    try {
      for (let i = 0; i < 4; i++) await get();
      expect(b.served()).toBe(2);
      drainingStatus = 503;
      await new Promise((r) => setTimeout(r, 200));
      const before = b.served();
      for (let i = 0; i < 10; i++) await get();
      expect(b.served()).toBe(before);
      expect(a.served()).toBe(12);
    } finally {
      await set.close();
    }
  });
});

/** Test helpers: a real upstream on a random port and a built-SPA fixture directory. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type BffConfig } from '../config.js';

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The gateway's end of the connection the request came on (which pool connection carried it). */
  remotePort?: number;
}

/**
 * An upstream that records what reached it and answers an envelope; `/api/slow` never answers in time, and
 * `/img/slow/*` answers only after 5 s, noting in `gone` the URLs whose gateway went away before.
 */
export async function startEchoUpstream(): Promise<{
  app: FastifyInstance;
  url: string;
  seen: Seen[];
  gone: string[];
}> {
  const seen: Seen[] = [];
  const gone: string[] = [];
  const app = Fastify();
  // Login bodies arrive as the browser sent them (multipart); keep the raw text for assertions.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // Other bytes are kept as they arrived (the gateway must not alter them).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/api/*', async (request, reply) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
      remotePort: request.socket.remotePort,
    });
    if (request.url.startsWith('/api/auth/authentication/')) {
      const expected = `Basic ${Buffer.from('bazaar-web:bazaar-web-dev-secret').toString('base64')}`;
      if (request.headers.authorization !== expected)
        return reply
          .code(401)
          .send({ success: false, data: null, resultCode: 'E010401', resultMessage: '客户端认证失败' });
      if (String(request.body).includes('000000'))
        return { success: false, data: null, resultCode: 'E020002', resultMessage: '验证码错误' };
      return {
        success: true,
        data: { token: 'tok_0123456789abcdef0123456789abcdef' },
        resultCode: 'S000001',
        resultMessage: '登录成功',
      };
    }
    if (request.url.startsWith('/api/common/getCmsConfigInfos?channel=pc&page=home&position=banner')) {
      const content = JSON.stringify({ sort: 1, title: '发现好设计', link: '/works', cover: '/img/banners/1.svg' });
      return {
        success: true,
        data: [{ cmsId: 1, content, params: null }],
        resultCode: 'S000001',
        resultMessage: '操作成功',
      };
    }
    if (request.url.startsWith('/api/slow')) await new Promise((r) => setTimeout(r, 2_000));
    if (request.url.startsWith('/api/status/401'))
      return reply
        .code(401)
        .send({ success: false, data: null, resultCode: 'E010401', resultMessage: '请先登录才能进行此操作' });
    return { success: true, data: { echo: request.url }, resultCode: 'S000001', resultMessage: '操作成功' };
  });
  app.get('/img/slow/*', async (request, reply) => {
    const closed = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      reply.raw.on('close', () => (clearTimeout(timer), resolve(true)));
    });
    if (closed) gone.push(request.url);
    return reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  app.get('/img/*', async (_request, reply) =>
    reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address, seen, gone };
}

/** A directory that looks like apps/web/dist after a build. */
export function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><title>设计集市</title><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"><!--home-hero: banner slot--></div>${'<!-- padding -->'.repeat(200)}</body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), '.boot-shell{color:#1f2329}');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('设计集市'.repeat(300))});`);
  return dir;
}

export function testConfig(overrides: Record<string, string>): BffConfig {
  return loadConfig({ LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...overrides });
}

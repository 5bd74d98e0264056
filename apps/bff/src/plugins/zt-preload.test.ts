import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZtPreload, ztBanner } from './zt-preload.js';
import { createUpstreamReads } from './upstream-cache.js';

const item = (cmsId: number, block: Record<string, unknown>) => ({
  cmsId,
  content: JSON.stringify(block),
  params: null,
});
const banner = { type: 'banner', title: '2024 年度设计', cover: '/img/zt/2024.svg', color: '#2f3f8f' };
const prose = { type: 'richText', title: '专题介绍', text: '一年的好设计。' };

describe('ztBanner', () => {
  it('is the first block when it is a banner with art, as the web renders it', () => {
    expect(ztBanner({ success: true, data: [item(1, banner), item(2, prose)] })).toEqual({
      src: '/img/zt/2024.svg?w=800&q=80',
      srcSet:
        '/img/zt/2024.svg?w=800&q=80 800w, /img/zt/2024.svg?w=1600&q=80 1600w, /img/zt/2024.svg?w=2400&q=80 2400w',
      sizes: '(max-width: 1248px) calc(100vw - 32px), 1200px',
      alt: '',
      color: '#2f3f8f',
    });
  });

  it('is null when the page does not open with banner art, or the answer is no page', () => {
    expect(ztBanner({ success: true, data: [item(1, prose), item(2, banner)] })).toBeNull();
    expect(ztBanner({ success: true, data: [item(1, { ...banner, cover: undefined })] })).toBeNull();
    expect(ztBanner({ success: true, data: [] })).toBeNull();
    expect(ztBanner({ success: false, data: null })).toBeNull();
    expect(ztBanner('<html>')).toBeNull();
  });
});

describe('createZtPreload', () => {
  let upstream: Server;
  let url = '';
  const asked: string[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, data: req.url?.includes('position=2024') ? [item(1, banner)] : [] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('hints the CMS call at once, then the banner once known, for CMS zt pages only', async () => {
    const zt = createZtPreload('/nonexistent-web-dist', createUpstreamReads(url));
    const data = '</api/common/getCmsConfigInfos?channel=pc&page=zt&position=2024>; rel=preload; as=fetch; crossorigin';
    // The first visit never waits for the lookup…
    expect(zt.links('/zt/2024')).toEqual([data]);
    expect(zt.banner('/zt/2024')).toBeNull();
    await expect.poll(() => zt.banner('/zt/2024')?.src).toBe('/img/zt/2024.svg?w=800&q=80');
    // …the next has the banner: preloaded with the web's candidates, and in the shell.
    expect(zt.links('/zt/2024')[0]).toMatch(
      /^<\/img\/zt\/2024\.svg\?w=800&q=80>; rel=preload; as=image; imagesrcset="/,
    );
    expect(zt.links('/zt/2024')[1]).toBe(data);
    for (const other of ['/zt/tool', '/zt/clips', '/zt/Bad-Slug', '/works', '/zt/2024/x']) {
      expect(zt.links(other), other).toEqual([]);
      expect(zt.banner(other), other).toBeNull();
    }
    expect(asked.every((u) => u.includes('page=zt&position=2024'))).toBe(true);
  });
});

import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  chunkLinks,
  createPagePreload,
  listImages,
  PAGE_MODULES,
  readManifest,
  type Manifest,
} from './page-preload.js';
import { createUpstreamReads } from './upstream-cache.js';

/** The shape Vite writes (apps/web/dist/.vite/manifest.json), trimmed to two pages. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_framework-F.js', '_cards-C.js'],
    css: ['assets/index-A.css'],
  },
  '_framework-F.js': { file: 'assets/framework-F.js' },
  '_cards-C.js': { file: 'assets/cards-C.js', css: ['assets/cards-C.css'] },
  '_list-page-L.js': { file: 'assets/list-page-L.js', imports: ['_framework-F.js'], css: ['assets/list-page-L.css'] },
  '_pagination-P.js': { file: 'assets/pagination-P.js', imports: ['_list-page-L.js'] },
  'src/features/works/pages/works-page.tsx': {
    file: 'assets/works-page-W.js',
    imports: ['_framework-F.js', '_cards-C.js', '_list-page-L.js', '_pagination-P.js', 'index.html'],
    css: ['assets/works-page-W.css'],
  },
  'src/features/designers/pages/designers-page.tsx': {
    file: 'assets/designers-page-D.js',
    imports: ['_framework-F.js', '_pagination-P.js'],
  },
};

function distWith(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-manifest-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const q = (s = '') => new URLSearchParams(s);

describe('chunkLinks', () => {
  it('modulepreloads the page chunk and what it imports beyond the entry, then preloads its CSS', () => {
    expect(chunkLinks(MANIFEST, 'src/features/works/pages/works-page.tsx')).toEqual([
      '</assets/works-page-W.js>; rel=modulepreload; crossorigin',
      '</assets/list-page-L.js>; rel=modulepreload; crossorigin',
      '</assets/pagination-P.js>; rel=modulepreload; crossorigin',
      '</assets/works-page-W.css>; rel=preload; as=style; crossorigin',
      '</assets/list-page-L.css>; rel=preload; as=style; crossorigin',
    ]);
  });

  it('names nothing for a module the build does not have', () => {
    expect(chunkLinks(MANIFEST, 'src/features/nope.tsx')).toEqual([]);
  });
});

describe('createPagePreload', () => {
  it('sends the exact data call and chunk hints of each browse page', () => {
    const preload = createPagePreload(distWith(MANIFEST));
    expect(preload.links('/works', q())).toEqual([
      '</api/common/getAllWorksPage?current=1&pageSize=16&sortType=1>; rel=preload; as=fetch; crossorigin',
      '</assets/works-page-W.js>; rel=modulepreload; crossorigin',
      '</assets/list-page-L.js>; rel=modulepreload; crossorigin',
      '</assets/pagination-P.js>; rel=modulepreload; crossorigin',
      '</assets/works-page-W.css>; rel=preload; as=style; crossorigin',
      '</assets/list-page-L.css>; rel=preload; as=style; crossorigin',
    ]);
    expect(preload.links('/designer', q())).toEqual([
      '</api/common/getAllTalentsPage?current=1&pageSize=12&sortType=1>; rel=preload; as=fetch; crossorigin',
      '</assets/designers-page-D.js>; rel=modulepreload; crossorigin',
      '</assets/pagination-P.js>; rel=modulepreload; crossorigin',
      '</assets/list-page-L.js>; rel=modulepreload; crossorigin',
      '</assets/list-page-L.css>; rel=preload; as=style; crossorigin',
    ]);
    // Pages missing from this manifest still get their data hints.
    expect(preload.links('/works/7', q())).toEqual([
      '</api/common/getWorksInfo?worksId=7>; rel=preload; as=fetch; crossorigin',
    ]);
    expect(preload.links('/u/2', q('worksType=1'))).toEqual([
      '</api/common/getTalentHomepageInfo?userId=2>; rel=preload; as=fetch; crossorigin',
    ]);
    expect(preload.links('/search/works', q('keyword=插画'))).toEqual([
      '</api/common/getAllWorksPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=16>; rel=preload; as=fetch; crossorigin',
      '</api/common/getAllTalentsPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=1>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it('hints a designer homepage’s works list by its layout, and its first cover only for the grid', async () => {
    const upstream = Fastify();
    upstream.get('/api/common/getAllWorksPage', async () => ({
      success: true,
      data: { rows: [{ cover: '/img/works/2-1.svg' }] },
    }));
    const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
    try {
      const preload = createPagePreload(distWith({}), createUpstreamReads(url));
      const works = '</api/common/getAllWorksPage?current=1&pageSize=16&userId=2>; rel=preload; as=fetch; crossorigin';
      expect(preload.links('/u/2', q(), 'grid')).toContain(works);
      await new Promise((r) => setTimeout(r, 200));
      expect(preload.links('/u/2', q(), 'grid')[0]).toBe(
        '</img/works/2-1.svg?w=548&h=411&q=80&fill=1>; rel=preload; as=image; fetchpriority=high',
      );
      // Masonry renders another image size: the works call only.
      expect(preload.links('/u/2', q(), 'masonry')).toEqual([
        '</api/common/getTalentHomepageInfo?userId=2>; rel=preload; as=fetch; crossorigin',
        works,
      ]);
    } finally {
      await upstream.close();
    }
  });

  it('keeps the chunk hints but drops the data hint when a filter is in the query', () => {
    const preload = createPagePreload(distWith(MANIFEST));
    expect(preload.links('/works', q('sortType=2'))).toEqual(
      preload.links('/works', q()).filter((l) => !l.includes('rel=preload; as=fetch')),
    );
  });

  it('sends nothing for unknown and other pages', () => {
    const preload = createPagePreload(distWith(MANIFEST));
    for (const pathname of ['/', '/task', '/works/abc', '/u', '/u/works', '/search/other', '/nope', '/designer/1']) {
      expect(preload.links(pathname, q('keyword=a')), pathname).toEqual([]);
    }
  });

  it('falls back to data hints alone without a (valid) manifest', () => {
    expect(readManifest(distWith({ 'index.html': { isEntry: true } }))).toBeNull();
    expect(readManifest(mkdtempSync(path.join(tmpdir(), 'bazaar-none-')))).toBeNull();
    const preload = createPagePreload(distWith('not a manifest'));
    expect(preload.links('/works', q())).toEqual([
      '</api/common/getAllWorksPage?current=1&pageSize=16&sortType=1>; rel=preload; as=fetch; crossorigin',
    ]);
  });
});

describe('PAGE_MODULES', () => {
  it('names page modules that exist in the web app (the keys of its build manifest)', () => {
    const web = fileURLToPath(new URL('../../../web/', import.meta.url));
    for (const { module } of PAGE_MODULES) expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});

describe('listImages', () => {
  const rows = [1, 2, 3, 4, 5].map((n) => ({ cover: `/img/works/${n}-1.svg` }));
  const works = { success: true, data: { rows } };
  const talents = { success: true, data: { rows: [{ picture: '/img/avatars/3.svg' }, { picture: '/img/a/4.svg' }] } };

  it('is the eager cards’ covers of a works list and the first avatar of a designer list, as rendered', () => {
    expect(listImages('/api/common/getAllWorksPage?current=1&pageSize=16&sortType=1', works)).toEqual(
      [1, 2, 3, 4].map((n) => `/img/works/${n}-1.svg?w=548&h=411&q=80&fill=1`),
    );
    expect(listImages('/api/common/getAllTalentsPage?current=1&pageSize=12&sortType=1', talents)).toEqual([
      '/img/avatars/3.svg?w=320&h=320&q=80&fill=1',
    ]);
  });

  it('is the task hall’s first four covers, skipping tasks without one (issue 7)', () => {
    const tasks = { success: true, data: { rows: [{ cover: null }, ...rows] } };
    expect(listImages('/api/common/getTaskPage?current=1&pageSize=16', tasks)).toEqual(
      [1, 2, 3].map((n) => `/img/works/${n}-1.svg?w=548&h=411&q=80&fill=1`),
    );
  });

  it('is empty for a one-row count, an empty or failed list, rows without images and other calls', () => {
    expect(listImages('/api/common/getAllWorksPage?current=1&keyword=a&pageSize=1', works)).toEqual([]);
    expect(listImages('/api/common/getAllWorksPage?pageSize=1', works)).toEqual([]);
    expect(listImages('/api/common/getAllWorksPage?pageSize=16', { success: true, data: { rows: [] } })).toEqual([]);
    expect(listImages('/api/common/getAllWorksPage?pageSize=16', { success: false, data: null })).toEqual([]);
    expect(listImages('/api/common/getAllTalentsPage?pageSize=12', { success: true, data: { rows: [{}] } })).toEqual(
      [],
    );
    expect(listImages('/api/common/getWorksInfo?worksId=1', works)).toEqual([]);
  });
});

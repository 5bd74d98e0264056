import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPage, deferBehindShell, helpShell, inlineEntryCss, renderShell } from './spa.js';

const page = (links: string) => `<head>${links}</head><body></body>`;

describe('inlineEntryCss', () => {
  it('replaces each entry stylesheet link with its contents, in order', () => {
    const files: Record<string, string> = { 'assets/a-1.css': '.a{color:red}', 'assets/b-2.css': '.b{margin:0}' };
    const html = inlineEntryCss(
      page('<link rel="stylesheet" crossorigin href="/assets/a-1.css"><link rel="stylesheet" href="/assets/b-2.css">'),
      (file) => files[file] ?? null,
    );
    expect(html).toBe(
      page(
        '<style>.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled><style>.b{margin:0}</style><link rel="stylesheet" href="/assets/b-2.css" disabled>',
      ),
    );
  });

  it('keeps the link of a missing file or of CSS that could close the style element', () => {
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="stylesheet" crossorigin href="/assets/x.css">';
    const html = inlineEntryCss(page(links), (file) => (file === 'assets/x.css' ? '.x{content:"</style>"}' : null));
    expect(html).toBe(page(links));
  });

  it('leaves other links alone', () => {
    const links = '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inlineEntryCss(page(links), () => '.never{}')).toBe(page(links));
  });
});

describe('compressPage', () => {
  const html = `<p>${'设计集市'.repeat(200)}</p>`;

  it('answers brotli first, gzip next, and the HTML as is when neither is accepted', () => {
    const br = compressPage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    const gz = compressPage(html, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(html);
    expect(compressPage(html, undefined)).toEqual({ body: html });
    expect(compressPage(html, 'br;q=0, gzip;q=0')).toEqual({ body: html });
    expect(compressPage(html, 'br;q=0, gzip').encoding).toBe('gzip');
  });

  it('leaves a page under 1 KB as is', () => {
    expect(compressPage('<p>小</p>', 'br')).toEqual({ body: '<p>小</p>' });
  });
});

describe('deferBehindShell', () => {
  const head =
    '<script type="module" crossorigin src="/assets/index-E.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/F.js">\n    <link rel="modulepreload" crossorigin href="/assets/G.js">';
  const shell = (inner: string) =>
    `<head>${head}</head><body><div id="root"><div class="boot-shell">${inner}</div></div></body>`;
  const links = [
    '</api/common/getAllWorksPage?current=1>; rel=preload; as=fetch; crossorigin',
    '</assets/works-page-W.js>; rel=modulepreload; crossorigin',
    '</assets/works-page-W.css>; rel=preload; as=style; crossorigin',
  ];

  it('hands the entry and every JS preload to the shell boot when the shell shows images', () => {
    const out = deferBehindShell(
      shell('<div class="boot-list"><div><img src="/img/a.svg"></div></div>'),
      links,
      'assets/shell-boot-B.js',
    );
    expect(out.html).toContain(
      '<head><script type="module" crossorigin src="/assets/shell-boot-B.js" data-entry="/assets/index-E.js" data-preload="/assets/F.js /assets/G.js /assets/works-page-W.js"></script></head>',
    );
    expect(out.html).not.toContain('modulepreload');
    // Data and style preloads stay in the Link header: they do not compete with the images for long.
    expect(out.links).toEqual([links[0], links[2]]);
  });

  it('defers behind a help article’s text as behind images', () => {
    const out = deferBehindShell(
      shell('<div class="boot-help"><article>常见问题</article></div>'),
      links,
      'assets/shell-boot-B.js',
    );
    expect(out.html).toContain('src="/assets/shell-boot-B.js" data-entry="/assets/index-E.js"');
    expect(out.html).not.toContain('modulepreload');
  });

  it('serves a page without shell images, or a build without the boot, as built', () => {
    const plain = shell('<div class="boot-head">设计集市</div>');
    expect(deferBehindShell(plain, links, 'assets/shell-boot-B.js')).toEqual({ html: plain, links });
    const withImage = shell('<img src="/img/a.svg">');
    expect(deferBehindShell(withImage, links, null)).toEqual({ html: withImage, links });
  });
});

describe('renderShell on a thematic page', () => {
  const template = '<div id="root"><!--home-hero: slot--></div>';
  const zt = { src: '/img/zt/a.svg?w=800&q=80', srcSet: '/img/zt/a.svg?w=800&q=80 800w', sizes: '100vw', alt: '' };

  it('paints the banner art in the banner box on the theme colour', () => {
    expect(renderShell(template, '/zt/2024', null, [], { zt: { ...zt, color: '#2f3f8f' } })).toBe(
      '<div id="root"><div class="boot-hero boot-zt"><div style="background: #2f3f8f"><img src="/img/zt/a.svg?w=800&amp;q=80" srcset="/img/zt/a.svg?w=800&amp;q=80 800w" sizes="100vw" alt="" fetchpriority="high"></div></div></div>',
    );
  });

  it('paints nothing when the banner is not known', () => {
    expect(renderShell(template, '/zt/2024', null, [], { zt: null })).toBe('<div id="root"></div>');
  });
});

describe('helpShell', () => {
  const styles = [{ file: 'assets/help-H.css', css: '.hc-a{color:#4e5969}' }];

  it('gives a help page its article, the help stylesheets inline and the preloads to drop', () => {
    const shell = helpShell('/help/qa', styles);
    expect(shell?.article).toContain('<h1 class="hc-h1">常见问题</h1>');
    expect(shell?.head).toBe(
      '<style>.hc-a{color:#4e5969}</style><link rel="stylesheet" crossorigin href="/assets/help-H.css" disabled>',
    );
    expect(shell?.dropLinks('</assets/help-H.css>; rel=preload; as=style; crossorigin')).toBe(true);
    expect(shell?.dropLinks('</assets/help-H.js>; rel=modulepreload; crossorigin')).toBe(false);
  });

  it('is null for an unknown doc, another path or a build without the help stylesheets', () => {
    expect(helpShell('/help/constructor', styles)).toBeNull();
    expect(helpShell('/help/qa/x', styles)).toBeNull();
    expect(helpShell('/works', styles)).toBeNull();
    expect(helpShell('/help/qa', [])).toBeNull();
  });

  it('renders into the shell slot', () => {
    const html = renderShell('<div id="root"><!--home-hero: slot--></div>', '/help/qa', null, [], {
      help: '<h1>帮助</h1>',
    });
    expect(html).toBe(
      '<div id="root"><div class="boot-help"><div class="boot-help-side"></div><article class="boot-help-article"><h1>帮助</h1></article></div></div>',
    );
  });
});

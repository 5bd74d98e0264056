import { describe, expect, it } from 'vitest';
import { HELP_DOCS, HELP_GROUPS, helpDocOf, renderHelpArticle, type HelpDoc } from './index.js';

describe('renderHelpArticle', () => {
  it('draws the title block, the contents and every section, question and answer of a doc', () => {
    const qa = HELP_DOCS.qa!;
    const html = renderHelpArticle(qa);
    expect(html).toContain(`<h1 class="hc-h1">${qa.title}</h1>`);
    expect(html).toContain(`<p class="hc-updated">更新日期：${qa.updated}</p>`);
    for (const section of qa.sections) {
      expect(html).toContain(`<li><a href="#${section.id}">${section.title}</a></li>`);
      expect(html).toContain(`<h2 id="${section.id}" class="hc-h2">${section.title}<a class="hc-anchor"`);
      for (const faq of section.faqs ?? []) expect(html).toContain(`<dd class="hc-a">${faq.a}</dd>`);
    }
  });

  it('escapes every text it writes', () => {
    const doc: HelpDoc = {
      name: 'x',
      title: '<script>alert(1)</script>',
      summary: 'a & b',
      updated: '2026',
      sections: [{ id: 'a"b', title: "it's", paragraphs: ['<b>'], list: ['<i>'], faqs: [{ q: '<q>', a: '</dd>' }] }],
    };
    const html = renderHelpArticle(doc);
    expect(html).not.toMatch(/<script|<b>|<i>|<q>|<\/dd><\/dd>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('id="a&quot;b"');
    expect(html).toContain('it&#39;s');
  });
});

describe('helpDocOf', () => {
  it('is a listed doc by name, and null for anything else (no inherited keys)', () => {
    for (const name of HELP_GROUPS.flatMap((g) => g.names)) expect(helpDocOf(name)?.name).toBe(name);
    for (const name of ['constructor', '__proto__', 'toString', 'nope']) expect(helpDocOf(name)).toBeNull();
  });
});

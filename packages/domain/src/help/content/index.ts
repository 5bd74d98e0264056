/**
 * The help centre's text (docs/product.md §2 /help children) as static data, and its article as HTML
 * (`renderHelpArticle`): the web's help page draws the article from it and the gateway writes the same
 * HTML into the page's static shell, so /help/* paints its text with the HTML instead of after ≈ 115 kB of
 * JS (issue 8 Lighthouse budget on /help/qa) and React's copy, the same size, is no later largest paint.
 * Facts follow the product: task statuses and the consultant (decision 010), designer levels, the
 * report types (decision 006), /join review (issue 8), prices in ￥ with two decimals (docs/product.md §9).
 */
import { GETTING_STARTED_DOCS } from './getting-started.js';
import { PLATFORM_RULES_DOCS } from './platform-rules.js';
import { POLICY_DOCS } from './policies.js';
import { TRADING_DOCS } from './trading.js';
import type { HelpDoc, HelpSection } from './types.js';

export type { HelpDoc, HelpFaq, HelpSection } from './types.js';

/** The side menu's groups (every doc once). */
export const HELP_GROUPS: readonly { title: string; names: readonly string[] }[] = [
  { title: '新手上路', names: ['qa', 'designer', 'entryRules'] },
  { title: '交易与结算', names: ['orderRules', 'settlement'] },
  { title: '平台规范', names: ['rules', 'designerAdmin', 'infringement'] },
  { title: '协议与政策', names: ['agreement', 'privacy'] },
];

/** Every doc by its name (`/help/{name}`), one data module per group of the side menu. */
export const HELP_DOCS: Record<string, HelpDoc> = {
  ...GETTING_STARTED_DOCS,
  ...TRADING_DOCS,
  ...PLATFORM_RULES_DOCS,
  ...POLICY_DOCS,
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

function renderSection(section: HelpSection): string {
  const id = esc(section.id);
  const title = esc(section.title);
  return [
    `<section class="hc-section" aria-labelledby="${id}">`,
    `<h2 id="${id}" class="hc-h2">${title}<a class="hc-anchor" href="#${id}" aria-label="链接到「${title}」">#</a></h2>`,
    ...(section.paragraphs ?? []).map((p) => `<p class="hc-p">${esc(p)}</p>`),
    section.list ? `<ul class="hc-list">${section.list.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '',
    section.faqs
      ? `<dl class="hc-faqs">${section.faqs
          .map((f) => `<div class="hc-faq"><dt class="hc-q">${esc(f.q)}</dt><dd class="hc-a">${esc(f.a)}</dd></div>`)
          .join('')}</dl>`
      : '',
    '</section>',
  ].join('');
}

/**
 * A help doc's article body as HTML — title block, on-page contents and sections — with the `hc-*`
 * classes of the web's help stylesheet (features/help/pages/help-article.css). Every text is escaped.
 */
export function renderHelpArticle(doc: HelpDoc): string {
  return [
    `<header class="hc-head"><h1 class="hc-h1">${esc(doc.title)}</h1>`,
    `<p class="hc-summary">${esc(doc.summary)}</p><p class="hc-updated">更新日期：${esc(doc.updated)}</p></header>`,
    `<nav class="hc-toc" aria-label="本页目录"><p class="hc-toc-title">本页目录</p><ol class="hc-toc-list">`,
    doc.sections.map((s) => `<li><a href="#${esc(s.id)}">${esc(s.title)}</a></li>`).join(''),
    '</ol></nav>',
    doc.sections.map(renderSection).join(''),
  ].join('');
}

/** The doc a help path names (`/help/{name}`), or null. */
export const helpDocOf = (name: string): HelpDoc | null =>
  Object.prototype.hasOwnProperty.call(HELP_DOCS, name) ? (HELP_DOCS[name] ?? null) : null;

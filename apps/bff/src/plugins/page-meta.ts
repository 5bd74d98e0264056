/**
 * Link cards for shared pages (issue 6): for `/works/{id}`, `/u/{id}` and `/task/{id}` the gateway puts
 * the page's own `<title>`, description and Open Graph / Twitter tags into the served `index.html`, so a
 * link pasted into WeChat, QQ or a chat shows the work, designer or task — crawlers do not run the SPA.
 * The data comes from the upstream's public calls (as a visitor), bounded by a short timeout and cached
 * briefly; an unknown id, a slow or failing upstream just leaves the site's default tags.
 */
import { routes } from '@bazaar/domain/api/routes';
import { HOMEPAGE_LAYOUTS, type HomepageLayout } from '@bazaar/domain/constants/homepage';
import {
  avatarUrl,
  coverUrl,
  displayNickname,
  imageUrl,
  WORKS_IMAGE_SIZES,
  worksImageSrcSet,
  worksImageUrl,
  worksWatermark,
} from '@bazaar/domain/format';
import { homepageShareTitle, taskShareTitle, workShareTitle } from '@bazaar/domain/format/share-title';
import { derived, type UpstreamReads } from './upstream-cache.js';

export interface PageMeta {
  title: string;
  description: string;
  /** A site path (`/img/…?…`) or null. */
  image: string | null;
  type: 'article' | 'profile' | 'website';
  /**
   * The page's first images as the web renders them (issue 6): the gateway preloads them with the HTML,
   * so the largest paint does not wait for the JS and the data call.
   */
  images?: PreloadImage[];
  /** The text of the static shell's image (a work's title, a task's name). */
  shellAlt?: string;
  /** A designer homepage's works layout (its skin), which decides the page's works call. */
  homepageLayout?: HomepageLayout;
}

export interface PreloadImage {
  src: string;
  srcSet: string;
  sizes: string;
  /** CSS aspect ratio (`W / H`) when known: the static shell reserves the image's box with it. */
  ratio?: string;
}

/** How many of a work's images the web loads at once (work-detail-page: the first two, high priority). */
export const WORK_PRIORITY_IMAGES = 2;

/** The skin's layout as the api answers it (validated there); anything else is the default grid. */
const layoutOf = (v: unknown): HomepageLayout => HOMEPAGE_LAYOUTS.find((l) => l === v) ?? 'grid';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A work's first images exactly as work-detail-page renders them: its images, or the cover when it has
 * none, watermarked with the designer's display name (docs/product.md §3 mk).
 */
export function workImages(w: Json): PreloadImage[] {
  const mk = worksWatermark(displayNickname(str(w.nickName)));
  const listed = Array.isArray(w.images) ? (w.images as Json[]) : [];
  const images = listed.length ? listed : [{ url: w.cover, width: w.coverWidth, height: w.coverHeight }];
  return images
    .slice(0, WORK_PRIORITY_IMAGES)
    .filter((image) => str(image.url))
    .map((image) => ({
      src: worksImageUrl(str(image.url), mk),
      srcSet: worksImageSrcSet(str(image.url), num(image.width), mk),
      sizes: WORKS_IMAGE_SIZES,
      ...(num(image.width) > 0 && num(image.height) > 0 ? { ratio: `${num(image.width)} / ${num(image.height)}` } : {}),
    }));
}

const SITE = '设计集市';
/** How long a page waits for its card's lookup (past that it goes with the default tags). */
const LOOKUP_WAIT_MS = 400;
const DESCRIPTION_MAX = 120;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text from the upstream (editable content) going into HTML text or an attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const clip = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
};

type Json = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Which upstream call describes a page path, and how its data becomes tags. */
const PAGES: { pattern: RegExp; url: (id: string) => string; meta: (data: Json) => PageMeta | null }[] = [
  {
    pattern: /^\/works\/(\d{1,10})$/,
    url: (id) => `${routes.getWorksInfo.path}?worksId=${id}`,
    meta: (w) => ({
      title: workShareTitle(str(w.title), str(w.nickName)),
      description: clip(str(w.description) || `${str(w.categoryName)}作品「${str(w.title)}」，来自${SITE}。`),
      image: str(w.cover) ? imageUrl(str(w.cover), { w: 1200, mk: str(w.nickName) || undefined }) : null,
      type: 'article',
      images: workImages(w),
      shellAlt: str(w.title),
    }),
  },
  {
    pattern: /^\/u\/(\d{1,10})$/,
    url: (id) => `${routes.getTalentHomepageInfo.path}?userId=${id}`,
    meta: (info) => {
      const d = info.designer as Json | undefined;
      if (!d) return null;
      const name = str(d.name);
      return {
        title: homepageShareTitle(name),
        description: clip(
          str(d.intro) || `${name}，${str(d.designerLevelName)}，在${SITE}接插画、包装、Logo 等设计需求。`,
        ),
        image: str(d.picture) ? avatarUrl(str(d.picture)) : null,
        type: 'profile',
        homepageLayout: layoutOf((info.homepageConfig as Json | undefined)?.layout),
      };
    },
  },
  {
    pattern: /^\/task\/(\d{1,10})$/,
    url: (id) => `${routes.getTaskInfo.path}?orderId=${id}`,
    meta: (t) => ({
      title: taskShareTitle(str(t.taskName)),
      description: clip(str(t.description) || `${str(t.employerName)}发布的${str(t.categoryName)}设计任务。`),
      image: str(t.cover) ? imageUrl(str(t.cover), { w: 1200 }) : null,
      type: 'article',
      // The cover is the page's largest paint (task-detail-page: 4:3, priority, coverUrl).
      images: str(t.cover) ? [{ src: coverUrl(str(t.cover)), srcSet: '', sizes: '', ratio: '4 / 3' }] : [],
      shellAlt: str(t.taskName),
    }),
  },
];

/** The tags for one page; `origin` makes the URLs absolute (Open Graph wants them so). */
export function renderMetaTags(meta: PageMeta, origin: string, pathname: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + pathname)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(origin + meta.image)}" />`);
  return tags.join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * index.html with the page's tags in place of the default title and description. The tags carry user
 * text (a nickname, a title): a replacer function, never a replacement string, whose `$&`, `$'` and `$\``
 * would pull parts of the page into them (issue 22).
 */
export function applyMeta(template: string, tags: string): string {
  return template.replace(DESCRIPTION, '').replace(TITLE, () => tags);
}

/** The gateway's reads (upstream-cache.ts): a page's card comes from the answer its other hints read too. */
export function createPageMeta(reads: UpstreamReads) {
  const metaOf = PAGES.map((page) =>
    derived((body) =>
      body.success === true && body.data && typeof body.data === 'object' ? page.meta(body.data as Json) : null,
    ),
  );

  return {
    /** The tags' data for a page path, or null for pages without their own card. */
    async forPath(pathname: string): Promise<PageMeta | null> {
      for (const [i, page] of PAGES.entries()) {
        const id = page.pattern.exec(pathname)?.[1];
        if (id) return metaOf[i]!(await reads.within(page.url(id), LOOKUP_WAIT_MS)) ?? null;
      }
      return null;
    },
  };
}

/**
 * Issue 8 schemas (the endpoints are in endpoints/campaigns.ts and endpoints/admin.ts): campaigns with like windows, their
 * entries and ranking, and the console's versioned CMS positions and campaign editing.
 */
import * as z from 'zod/mini';
import { workDetailSchema, workSchema } from '../entities/index.js';
import { idListParam, idParam, pagingParams } from './params.js';

export const CAMPAIGN_KINDS = ['vivo', 'oppo', 'match'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

const slugMessage = '活动标识为2-40位小写字母、数字或-';
export const campaignSlugParam = z
  .string({ error: '请指定活动' })
  .check(z.regex(/^[a-z0-9-]{2,40}$/, { message: slugMessage }));

export const campaignSchema = z.object({
  campaignId: z.number(),
  slug: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  title: z.string(),
  intro: z.string(),
  cover: z.nullable(z.string()),
  /** The like window [likeStart, likeEnd) as ISO instants (docs/product.md §9; UTC+8 dates in the console). */
  likeStart: z.string(),
  likeEnd: z.string(),
  entryCount: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignEntrySchema = z.object({
  rank: z.number(),
  campaignLikes: z.number(),
  /** The current user already liked it today (UTC+8); false for visitors. */
  likedToday: z.boolean(),
  work: workSchema,
});
export type CampaignEntry = z.infer<typeof campaignEntrySchema>;

export const campaignEntryDetailSchema = z.object({
  campaign: campaignSchema,
  rank: z.number(),
  campaignLikes: z.number(),
  likedToday: z.boolean(),
  work: workDetailSchema,
});
export type CampaignEntryDetail = z.infer<typeof campaignEntryDetailSchema>;

export const campaignLikeResultSchema = z.object({ campaignLikes: z.number(), likedToday: z.boolean() });

export const campaignWorksQuery = z.object({
  campaign: campaignSlugParam,
  sortType: z._default(z.enum(['likes', 'new'], { error: '排序方式不正确' }), 'likes'),
  ...pagingParams,
});

export const thumbUpInput = z.object({ workId: idParam });

// — Console: versioned CMS positions
const keyParam = (label: string) =>
  z.string({ error: `请指定${label}` }).check(z.regex(/^[\w-]{1,40}$/, { message: `${label}格式不正确` }));
export const cmsPositionKey = z.object({ page: keyParam('页面'), position: keyParam('位置') });

export const cmsPositionSchema = z.object({
  page: z.string(),
  position: z.string(),
  /** The console's name of the position (a zt page's title, 顶部导航, 首页横幅…). */
  label: z.string(),
  kind: z.enum(['blocks', 'items']),
  itemCount: z.number(),
  version: z.nullable(z.number()),
  publishedVersion: z.nullable(z.number()),
  updatedBy: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type CmsPosition = z.infer<typeof cmsPositionSchema>;

export const cmsVersionSchema = z.object({
  versionId: z.number(),
  version: z.number(),
  note: z.string(),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  publishedAt: z.nullable(z.string()),
  itemCount: z.number(),
});
export type CmsVersion = z.infer<typeof cmsVersionSchema>;

export const cmsPositionDetailSchema = z.object({
  position: cmsPositionSchema,
  /** The latest version's items (the draft the console edits), else the live items. */
  items: z.array(z.record(z.string(), z.unknown())),
  /** The live items as published. */
  live: z.array(z.record(z.string(), z.unknown())),
  versions: z.array(cmsVersionSchema),
});
export type CmsPositionDetail = z.infer<typeof cmsPositionDetailSchema>;

/**
 * The consultant's WeChat QR of the quick-publish success dialog (console: 内容管理 → 快速发布 · 顾问二维码,
 * CMS page `setting`, position `consultantQr`). null until an operator sets one: the dialog shows its words
 * without a code.
 */
export const consultantQrSchema = z.nullable(
  z.object({
    /** The QR image: an upload (/img/…; the site shows same-origin images only). */
    image: z.string(),
    /** The line under the code. */
    caption: z.string(),
  }),
);
export type ConsultantQr = z.infer<typeof consultantQrSchema>;

export const cmsSaveDraftInput = z.extend(cmsPositionKey, {
  items: z.array(z.unknown()).check(z.maxLength(50, { message: '最多50项' })),
  note: z.optional(z.string().check(z.maxLength(100, { message: '备注不能超过100字' }))),
});
export const cmsVersionRef = z.object({ versionId: idParam });
export const cmsVersionResultSchema = z.object({ versionId: z.number(), version: z.number() });

// — Console: campaigns
const isoInstant = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .check(z.refine((s) => !Number.isNaN(Date.parse(s)), { message: `${label}不是有效的时间` }));
export const campaignSaveInput = z.object({
  campaignId: z.optional(idParam),
  slug: campaignSlugParam,
  kind: z.enum(CAMPAIGN_KINDS, { error: '活动类型不正确' }),
  title: z
    .string({ error: '请填写活动名称' })
    .check(z.minLength(2, { message: '活动名称为2-40字' }), z.maxLength(40, { message: '活动名称为2-40字' })),
  intro: z._default(z.string().check(z.maxLength(500, { message: '活动介绍不能超过500字' })), ''),
  likeStart: isoInstant('点赞开始时间'),
  likeEnd: isoInstant('点赞结束时间'),
});
export const campaignEntriesInput = z.object({ campaignId: idParam, worksIds: idListParam });

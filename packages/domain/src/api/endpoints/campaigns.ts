/** Campaigns (issue 8): zt-vivo / zt-oppo likes, campaign pages, entries and their likes. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import * as cc from '../campaigns-cms.js';
import { pageOf } from '../../entities/index.js';
import { idParam } from '../params.js';

export const campaignsEndpoints = {
  // docs/product.md §7 vivo/oppo thumbUpWork {workId}; the data (the campaign's new count) is chosen (issue 8).
  vivoThumbUpWork: endpoint({
    method: 'POST',
    path: '/api/plat/vivo/thumbUpWork',
    auth: 'user',
    input: cc.thumbUpInput,
    data: cc.campaignLikeResultSchema,
  }),
  oppoThumbUpWork: endpoint({
    method: 'POST',
    path: '/api/plat/oppo/thumbUpWork',
    auth: 'user',
    input: cc.thumbUpInput,
    data: cc.campaignLikeResultSchema,
  }),
  getCampaignInfo: endpoint({
    method: 'GET',
    path: '/api/common/campaign/getCampaignInfo',
    auth: 'public',
    input: z.object({ campaign: cc.campaignSlugParam }),
    data: cc.campaignSchema,
  }),
  getCampaignList: endpoint({
    method: 'GET',
    path: '/api/common/campaign/getCampaignList',
    auth: 'public',
    input: z.object({ kind: z.optional(z.enum(cc.CAMPAIGN_KINDS, { error: '活动类型不正确' })) }),
    data: z.array(cc.campaignSchema),
  }),
  getCampaignWorksPage: endpoint({
    method: 'GET',
    path: '/api/common/campaign/getCampaignWorksPage',
    auth: 'optional',
    input: cc.campaignWorksQuery,
    data: pageOf(cc.campaignEntrySchema),
  }),
  getCampaignEntry: endpoint({
    method: 'GET',
    path: '/api/common/campaign/getCampaignEntry',
    auth: 'optional',
    input: z.object({ campaign: cc.campaignSlugParam, worksId: idParam }),
    data: cc.campaignEntryDetailSchema,
  }),
  thumbUpCampaignWork: endpoint({
    method: 'POST',
    path: '/api/plat/campaign/thumbUpWork',
    auth: 'user',
    input: z.extend(cc.thumbUpInput, { campaign: cc.campaignSlugParam }),
    data: cc.campaignLikeResultSchema,
  }),
} as const satisfies Record<string, Endpoint>;

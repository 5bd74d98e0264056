/** Content: CMS positions (tab bar, banners, zt blocks), the consultant QR, categories and dictionaries. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import * as cc from '../campaigns-cms.js';
import { categorySchema, cmsConfigItemSchema } from '../../entities/index.js';
import { cmsConfigQuery } from '../schemas.js';

export const cmsEndpoints = {
  getCmsConfigInfos: endpoint({
    method: 'GET',
    path: '/api/common/getCmsConfigInfos',
    auth: 'public',
    input: cmsConfigQuery,
    data: z.array(cmsConfigItemSchema),
  }),
  /** Chosen path (issue 22): the quick-publish dialog's consultant QR, an operator's CMS setting. */
  getConsultantQr: endpoint({
    method: 'GET',
    path: '/api/common/getConsultantQr',
    auth: 'public',
    data: cc.consultantQrSchema,
  }),
  getAllCategories: endpoint({
    method: 'GET',
    path: '/api/common/category/getAllCategories',
    auth: 'public',
    data: z.array(categorySchema),
  }),
  getChooseCategoryInfo: endpoint({
    method: 'GET',
    path: '/api/common/category/getChooseCategoryInfo',
    auth: 'public',
    data: z.array(categorySchema),
  }),
  getDictionaryByTypeCode: endpoint({
    method: 'GET',
    path: '/api/common/category/getDictionaryByTypeCode/:code',
    auth: 'public',
    input: z.object({ code: z.string().check(z.regex(/^[\w-]{1,40}$/, { message: '字典编码不正确' })) }),
    data: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
} as const satisfies Record<string, Endpoint>;

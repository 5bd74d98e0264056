/** Works: lists and detail, the owner's works, likes and reports, page views and visits, image uploads. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { PAGE_VIEW_BATCH_MAX, REPORT_INFO_MAX } from '../../constants/index.js';
import { pageOf, workDetailSchema, workSchema } from '../../entities/index.js';
import { idListParam, idParam, optionalIntParam, pagingParams } from '../params.js';
import { pageViewSchema, saveWorksInput, uploadResultSchema, worksPageQuery } from '../schemas.js';
import { nothing } from './common.js';

export const worksEndpoints = {
  getOssSignatureUploadToken: endpoint({
    method: 'GET',
    path: '/api/plat/getOssSignatureUploadToken',
    auth: 'user',
    data: z.object({ uploadUrl: z.string(), token: z.string(), expireAt: z.string(), maxBytes: z.number() }),
  }),
  visit: endpoint({
    method: 'POST',
    path: '/api/common/visit',
    auth: 'optional',
    input: z.object({ id: idParam, visitType: z.coerce.number(), sourceType: z.coerce.number() }),
    data: nothing,
  }),
  upload: endpoint({ method: 'POST', path: '/api/plat/volc/tos/upload', auth: 'user', data: uploadResultSchema }),
  getAllWorksPage: endpoint({
    method: 'GET',
    path: '/api/common/getAllWorksPage',
    auth: 'optional',
    input: worksPageQuery,
    data: pageOf(workSchema),
  }),
  getConfigWorks: endpoint({
    method: 'GET',
    path: '/api/common/getConfigWorks',
    auth: 'optional',
    input: z.object({ ids: idListParam }),
    data: z.array(workSchema),
  }),
  getWorksInfo: endpoint({
    method: 'GET',
    path: '/api/common/getWorksInfo',
    auth: 'optional',
    input: z.object({ worksId: idParam }),
    data: workDetailSchema,
  }),
  getAlikeWorksList: endpoint({
    method: 'GET',
    path: '/api/common/getAlikeWorksList',
    auth: 'optional',
    input: z.object({ worksId: idParam, limit: z._default(optionalIntParam('条数', 1, 50), 8) }),
    data: z.array(workSchema),
  }),
  reportWorks: endpoint({
    method: 'POST',
    path: '/api/plat/reportWorks',
    auth: 'user',
    input: z.object({
      worksId: idParam,
      typeId: idParam,
      reportInfo: z
        .string()
        .check(
          z.minLength(1, { message: '请填写举报说明' }),
          z.maxLength(REPORT_INFO_MAX, { message: `举报说明不能超过${REPORT_INFO_MAX}字` }),
        ),
    }),
    data: nothing,
  }),
  getMyWorksPage: endpoint({
    method: 'GET',
    path: '/api/designer/getMyWorksPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(workSchema),
  }),
  saveWorks: endpoint({
    method: 'POST',
    path: '/api/designer/saveWorks',
    auth: 'user',
    input: saveWorksInput,
    data: z.object({ worksId: z.number() }),
  }),
  deleteWorks: endpoint({
    method: 'POST',
    path: '/api/designer/deleteWorks',
    auth: 'user',
    input: z.object({ worksId: idParam }),
    data: nothing,
  }),
  pageView: endpoint({
    method: 'POST',
    path: '/api/common/pageView',
    auth: 'optional',
    input: z.object({
      views: z
        .array(pageViewSchema)
        .check(
          z.minLength(1),
          z.maxLength(PAGE_VIEW_BATCH_MAX, { message: `一次最多记录${PAGE_VIEW_BATCH_MAX}次访问` }),
        ),
    }),
    data: nothing,
  }),
  /** docs/product.md §2 toolbar 'like the works' on a work's page (chosen path): one like per user per work. */
  likeWorks: endpoint({
    method: 'POST',
    path: '/api/plat/likeWorks',
    auth: 'user',
    input: z.object({ worksId: idParam }),
    data: z.object({ likeCount: z.number(), liked: z.boolean() }),
  }),
} as const satisfies Record<string, Endpoint>;

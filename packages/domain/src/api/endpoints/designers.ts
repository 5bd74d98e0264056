/** Designers: the talent lists, a designer's homepage and its skin, tone tags and turnover. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { designerSchema, pageOf, workSchema } from '../../entities/index.js';
import { idListParam, idParam, optionalIntParam } from '../params.js';
import { homepageInfoSchema, talentsPageQuery } from '../schemas.js';
import { nothing } from './common.js';

export const designersEndpoints = {
  getTonedList: endpoint({
    method: 'POST',
    path: '/api/common/getTonedList',
    auth: 'public',
    input: z.object({ userIds: idListParam }),
    /** A designer's tone tags (风格标签, e.g. 清新, 国潮), most used first (chosen: the spec names the call only). */
    data: z.array(z.object({ userId: z.number(), tones: z.array(z.string()) })),
  }),
  getTurnOverList: endpoint({
    method: 'POST',
    path: '/api/common/getTurnOverList',
    auth: 'public',
    input: z.object({ userIds: idListParam }),
    /** Completed orders per designer. */
    data: z.array(z.object({ userId: z.number(), turnOver: z.number() })),
  }),
  getAllTalentsPage: endpoint({
    method: 'GET',
    path: '/api/common/getAllTalentsPage',
    auth: 'optional',
    input: talentsPageQuery,
    data: pageOf(designerSchema),
  }),
  getConfigTalent: endpoint({
    method: 'GET',
    path: '/api/common/getConfigTalent',
    auth: 'optional',
    input: z.object({ ids: idListParam }),
    data: z.array(designerSchema),
  }),
  getTalentWorksList: endpoint({
    method: 'GET',
    path: '/api/common/getTalentWorksList',
    auth: 'optional',
    input: z.object({ userIds: idListParam, limit: z._default(optionalIntParam('条数', 1, 50), 3) }),
    data: z.array(z.object({ userId: z.number(), works: z.array(workSchema) })),
  }),
  getTalentHomepageInfo: endpoint({
    method: 'GET',
    path: '/api/common/getTalentHomepageInfo',
    auth: 'optional',
    input: z.object({ userId: idParam }),
    data: homepageInfoSchema,
  }),
  updateHomepageInfo: endpoint({
    method: 'POST',
    path: '/api/designer/updateHomepageInfo',
    auth: 'user',
    input: z.object({ homepageConfigKey: z.string().check(z.maxLength(4000, { message: '主页配置过长' })) }),
    data: nothing,
  }),
} as const satisfies Record<string, Endpoint>;

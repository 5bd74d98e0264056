/** Designer onboarding (issue 8): the /join application and the reporter's own reports. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { pageOf } from '../../entities/index.js';
import { joinApplicationSchema, joinApplyInput, reportRecordSchema } from '../join-schemas.js';
import { pagingParams } from '../params.js';

export const joinEndpoints = {
  getMyJoinApplication: endpoint({
    method: 'GET',
    path: '/api/plat/join/getMyApplication',
    auth: 'user',
    /** The latest application (null when none) and the account's mobile, to prefill the form. */
    data: z.object({ mobile: z.string(), application: z.nullable(joinApplicationSchema) }),
  }),
  applyJoin: endpoint({
    method: 'POST',
    path: '/api/plat/join/apply',
    auth: 'user',
    input: joinApplyInput,
    data: z.object({ applicationId: z.number() }),
  }),
  getMyReportPage: endpoint({
    method: 'GET',
    path: '/api/plat/getMyReportPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(reportRecordSchema),
  }),
} as const satisfies Record<string, Endpoint>;

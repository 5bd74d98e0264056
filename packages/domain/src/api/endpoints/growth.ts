/** Designer growth (issue 9): the capability model and exams, growth plans, diagnosis and account health. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { capacityModelSchema, diagnosisSchema, growthPlanSchema, healthSchema } from '../../entities/growth.js';
import { growthProjectSchema } from '../../entities/index.js';
import { idParam } from '../params.js';
import { capacityResultSchema } from '../schemas.js';
import { examTypeParam } from './common.js';

export const growthEndpoints = {
  myGrewUpProjectList: endpoint({
    method: 'GET',
    path: '/api/platPlus/growthTask/myGrewUpProjectList',
    auth: 'user',
    data: z.array(growthProjectSchema),
  }),
  getResultOfCapacityModel: endpoint({
    method: 'GET',
    path: '/api/platPlus/capacityModel/getResultOfCapacityModel',
    auth: 'user',
    input: z.object({ type: examTypeParam }),
    data: capacityResultSchema,
  }),
  capacityModelTest: endpoint({
    method: 'POST',
    path: '/api/platPlus/capacityModel/capacityModelTest',
    auth: 'user',
    /** start: the clock starts on the server; submit: the answer image (an own upload) before the deadline. */
    input: z.object({
      type: examTypeParam,
      action: z.enum(['start', 'submit'], { error: '操作类型不正确' }),
      answerUrl: z.optional(z.string().check(z.maxLength(400))),
    }),
    data: capacityResultSchema,
  }),
  getCapacityModel: endpoint({
    method: 'GET',
    path: '/api/platPlus/capacityModel/getCapacityModel',
    auth: 'user',
    data: capacityModelSchema,
  }),
  getGrowthPlanList: endpoint({
    method: 'GET',
    path: '/api/platPlus/growthTask/getGrowthPlanList',
    auth: 'optional',
    data: z.array(growthPlanSchema),
  }),
  joinGrowthPlan: endpoint({
    method: 'POST',
    path: '/api/platPlus/growthTask/joinGrowthPlan',
    auth: 'user',
    input: z.object({ planId: idParam }),
    data: growthPlanSchema,
  }),
  leaveGrowthPlan: endpoint({
    method: 'POST',
    path: '/api/platPlus/growthTask/leaveGrowthPlan',
    auth: 'user',
    input: z.object({ planId: idParam }),
    data: growthPlanSchema,
  }),
  getMyDiagnosis: endpoint({
    method: 'GET',
    path: '/api/platPlus/diagnosis/getMyDiagnosis',
    auth: 'user',
    data: diagnosisSchema,
  }),
  getMyAccountHealth: endpoint({
    method: 'GET',
    path: '/api/platPlus/diagnosis/getMyAccountHealth',
    auth: 'user',
    data: healthSchema,
  }),
} as const satisfies Record<string, Endpoint>;

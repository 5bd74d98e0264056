/** Small schemas the endpoint entries share (not part of the package's exports). */
import * as z from 'zod/mini';
import { TASK_REASON_MAX } from '../../constants/index.js';
import { isExamType, isRubricPart, RUBRIC_MESSAGE } from '../../rules/growth.js';
import { idParam } from '../params.js';

/** An answer with no data (`data: null`). */
export const nothing = z.null();
export const orderIdInput = z.object({ orderId: idParam });
export const flag01 = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);
export const loginData = z.object({ token: z.string() });
export const examTypeParam = z.string().check(z.refine(isExamType, { message: '测评类型不正确' }));
export const rubricPart = z.coerce
  .number({ error: RUBRIC_MESSAGE })
  .check(z.refine(isRubricPart, { message: RUBRIC_MESSAGE }));

export const reasonParam = z
  .pipe(
    z.string({ error: '请填写原因' }),
    z.transform((s) => s.trim()),
  )
  .check(
    z.minLength(1, { message: '请填写原因' }),
    z.maxLength(TASK_REASON_MAX, { message: `原因不能超过${TASK_REASON_MAX}字` }),
  );

/**
 * Zod schemas of the docs/product.md §3 forms, built from the `check*` rules in `checks.ts` so they carry the same
 * docs/product.md §5 messages.
 */
import * as z from 'zod/mini';
import { SOURCE_CHANNEL, SOURCE_TYPE_DEFAULT } from '../constants/base.js';
import { amountFen, checkMobile, checkSmsCode, checkTaskAmount, checkTaskName } from './checks.js';

/** Turns a `check*` function into a zod/mini schema that carries the same message. */
const fromCheck = (check: (v: unknown) => string | null) =>
  z.unknown().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

export const taskNameSchema = z.pipe(
  fromCheck(checkTaskName),
  z.transform((v) => String(v).trim()),
);
/** A budget as written in yuan, parsed to whole fen (issue 22: never rounded, never a float). */
export const taskAmountSchema = z.pipe(
  fromCheck(checkTaskAmount),
  z.transform((v) => amountFen(v) ?? 0),
);
export const mobileSchema = z.pipe(
  fromCheck(checkMobile),
  z.transform((v) => String(v)),
);
export const smsCodeSchema = z.pipe(
  fromCheck(checkSmsCode),
  z.transform((v) => String(v).trim()),
);

/** docs/product.md §3: the task-employ form (quick publish). */
export const taskEmployFormSchema = z.object({
  designerId: z._default(z.nullable(z.coerce.number()), null),
  taskName: taskNameSchema,
  taskAmount: taskAmountSchema,
  sourceAddress: z._default(z.string().check(z.maxLength(500)), ''),
  sourceChannel: z._default(z.coerce.number(), SOURCE_CHANNEL),
  sourceType: z._default(z.coerce.number(), SOURCE_TYPE_DEFAULT),
});
export type TaskEmployForm = z.input<typeof taskEmployFormSchema>;

/** docs/product.md §3: the login form (mobile + SMS code). */
export const mobileLoginFormSchema = z.object({ mobile: mobileSchema, smsCode: smsCodeSchema });
export type MobileLoginForm = z.infer<typeof mobileLoginFormSchema>;

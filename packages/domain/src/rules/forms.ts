/**
 * Field rules of spec §5. Each `check*` takes the raw field value and returns null when it is valid, or
 * the spec's exact Chinese message. The zod schemas are built from the same functions so a client and
 * the server can never disagree.
 */
import * as z from 'zod/mini';
import {
  MOBILE_LENGTH,
  SOURCE_CHANNEL,
  SOURCE_TYPE_DEFAULT,
  TASK_NAME_MAX,
  TASK_NAME_MIN,
} from '../constants/index.js';

export const MESSAGES = {
  taskName: '请输入任务名称 3-20字',
  taskAmount: '任务预算为不小于0的数字',
  taskAmountTooLarge: '任务预算不能超过 99,999,999 元',
  mobile: '请输入正确的手机号',
  smsCode: '请输入正确的验证码',
  selfAssign: '不能给自己指派任务',
  designerOnly: '设计师才可以访问',
} as const;

/** The largest budget the platform records (numeric(12,2) in the database). */
export const TASK_AMOUNT_MAX = 99_999_999;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** spec §5: required, 3 to 20 characters (counted as characters, so 3 Chinese characters pass). */
export function checkTaskName(value: unknown): string | null {
  const s = text(value)?.trim();
  if (!s) return MESSAGES.taskName;
  const length = Array.from(s).length;
  return length < TASK_NAME_MIN || length > TASK_NAME_MAX ? MESSAGES.taskName : null;
}

/** spec §5: a number not below 0; an empty value is not exempted, so it fails too. */
export function checkTaskAmount(value: unknown): string | null {
  const s = text(value)?.trim() ?? '';
  // Plain decimal notation only: "12", "12.5", ".5"; no sign, hex or exponent.
  if (!/^(\d+\.?\d*|\.\d+)$/.test(s)) return MESSAGES.taskAmount;
  return Number(s) > TASK_AMOUNT_MAX ? MESSAGES.taskAmountTooLarge : null;
}

/** spec §5: required, digits only, exactly 11 characters. */
export function checkMobile(value: unknown): string | null {
  const s = text(value);
  return s !== null && s.length === MOBILE_LENGTH && /^\d+$/.test(s) ? null : MESSAGES.mobile;
}

/** spec §5: required. */
export function checkSmsCode(value: unknown): string | null {
  const s = text(value)?.trim();
  return s ? null : MESSAGES.smsCode;
}

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
export const taskAmountSchema = z.pipe(
  fromCheck(checkTaskAmount),
  z.transform((v) => Number(String(v).trim())),
);
export const mobileSchema = z.pipe(
  fromCheck(checkMobile),
  z.transform((v) => String(v)),
);
export const smsCodeSchema = z.pipe(
  fromCheck(checkSmsCode),
  z.transform((v) => String(v).trim()),
);

/** spec §3: the task-employ form (quick publish). */
export const taskEmployFormSchema = z.object({
  designerId: z._default(z.nullable(z.coerce.number()), null),
  taskName: taskNameSchema,
  taskAmount: taskAmountSchema,
  sourceAddress: z._default(z.string().check(z.maxLength(500)), ''),
  sourceChannel: z._default(z.coerce.number(), SOURCE_CHANNEL),
  sourceType: z._default(z.coerce.number(), SOURCE_TYPE_DEFAULT),
});
export type TaskEmployForm = z.input<typeof taskEmployFormSchema>;

/** spec §3: the login form (mobile + SMS code). */
export const mobileLoginFormSchema = z.object({ mobile: mobileSchema, smsCode: smsCodeSchema });
export type MobileLoginForm = z.infer<typeof mobileLoginFormSchema>;

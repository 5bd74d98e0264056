/** Reusable query/body field schemas. Query values arrive as strings, so numbers are coerced. */
import * as z from 'zod/mini';
import { ID_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants/base.js';

const isInt = (min: number, max: number) => (n: number) => Number.isInteger(n) && n >= min && n <= max;

// Re-exported: the api's id tests probe the limit through the contract's module.
export { ID_MAX };
const ID_MESSAGE = 'ID 必须是正整数';

/** An integer id given as a number or a numeric string, within the database's range. */
export const idParam = z.coerce
  .number({ error: ID_MESSAGE })
  .check(z.refine(isInt(1, ID_MAX), { message: ID_MESSAGE }));

/** An optional integer filter (0 allowed: the domain's own rules decide what 0 means). */
export const optionalIntParam = (label: string, min = 0, max = 1_000_000_000) =>
  z.optional(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .check(z.refine(isInt(min, max), { message: `${label}必须是${min}到${max}之间的整数` })),
  );

/** `ids=1,2,3` or `ids=[1,2,3]` or a JSON array body: a list of positive integer ids (max 200). */
export const idListParam = z.pipe(
  z.union([z.string(), z.array(z.union([z.string(), z.number()])), z.number()]),
  z.transform((raw, ctx) => {
    const parts = Array.isArray(raw)
      ? raw
      : typeof raw === 'number'
        ? [raw]
        : raw
            .replace(/^\[|\]$/g, '')
            .split(',')
            .filter((s) => s.trim() !== '');
    const ids = parts.map((p) => Number(typeof p === 'string' ? p.trim() : p));
    if (ids.length > 200 || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > ID_MAX)) {
      ctx.issues.push({ code: 'custom', message: 'ID 列表格式不正确', input: raw });
      return z.NEVER;
    }
    return ids;
  }),
);

export const pagingParams = {
  current: z._default(optionalIntParam('页码', 1, 10_000), 1),
  pageSize: z._default(optionalIntParam('每页条数', 1, PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
};

export const keywordParam = z.optional(
  z.pipe(
    z.string().check(z.maxLength(50, { message: '搜索关键词不能超过50个字符' })),
    z.transform((s) => s.trim()),
  ),
);

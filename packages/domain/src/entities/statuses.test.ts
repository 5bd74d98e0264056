import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TASK_STATUS } from '../constants/base.js';
import { REVIEW_STATUS } from '../constants/reviews.js';
import { ESCROW_STATUS, PAYOUT_STATUS } from '../rules/ledger.js';
import { DISPUTE_STATUS } from '../rules/task-deal.js';
import {
  disputeStatusSchema,
  escrowStatusSchema,
  payoutStatusSchema,
  reviewStatusSchema,
  statusOf,
  taskStatusSchema,
} from './statuses.js';

const cases = [
  { name: 'task', schema: taskStatusSchema, constants: TASK_STATUS },
  { name: 'escrow', schema: escrowStatusSchema, constants: ESCROW_STATUS },
  { name: 'payout', schema: payoutStatusSchema, constants: PAYOUT_STATUS },
  { name: 'dispute', schema: disputeStatusSchema, constants: DISPUTE_STATUS },
  { name: 'review', schema: reviewStatusSchema, constants: REVIEW_STATUS },
] as const;

describe('status schemas', () => {
  for (const { name, schema, constants } of cases) {
    const values: readonly (string | number)[] = Object.values(constants);

    it(`${name}: accepts each value of its constant as it is`, () => {
      for (const value of values) expect(z.parse(schema, value)).toBe(value);
    });

    it(`${name}: refuses a number outside its constant's values`, () => {
      const numbers = values.filter((v): v is number => typeof v === 'number');
      for (const outside of [-1, 7, 99, 1.5, Math.max(0, ...numbers) + 1]) {
        if (values.includes(outside)) continue;
        expect(z.safeParse(schema, outside).success).toBe(false);
      }
    });

    it(`${name}: refuses a value of another type, a name instead of a value, and nothing`, () => {
      const wrongType = values.map((v) => (typeof v === 'number' ? String(v) : values.indexOf(v)));
      for (const other of [...wrongType, 'unknown', null, undefined, {}]) {
        expect(z.safeParse(schema, other).success).toBe(false);
      }
      const names = Object.keys(constants).filter((k) => !values.includes(k));
      for (const key of names) expect(z.safeParse(schema, key).success).toBe(false);
    });
  }

  it('statusOf builds the same kind of schema for any constant', () => {
    const schema = statusOf({ a: 10, b: 20 } as const);
    expect(z.parse(schema, 20)).toBe(20);
    expect(z.safeParse(schema, 30).success).toBe(false);
  });
});

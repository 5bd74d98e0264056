import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TASK_STATUS } from '../constants/base.js';
import { REVIEW_STATUS } from '../constants/reviews.js';
import { ESCROW_STATUS, PAYOUT_STATUS } from '../rules/ledger.js';
import { DISPUTE_STATUS } from '../rules/task-deal.js';
import { taskDealSchema } from './deal.js';
import { taskSchema } from './index.js';
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

describe('entities with a status', () => {
  const task = {
    orderId: 1,
    taskName: '包装设计',
    cover: null,
    taskStatus: TASK_STATUS.recruiting,
    taskStatusName: '招募中',
    categoryId: null,
    categoryName: '平面插画',
    taskProperties: 2,
    taskAmount: 4500,
    applyCount: 0,
    maxOrderApplyCount: 5,
    employerName: '雇主',
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    taskKind: 1,
    employerId: 2,
    deadline: null,
    designatedDesignerId: null,
    hiredDesignerId: null,
    hiredDesignerName: null,
    applyStatus: null,
    brandId: null,
    brandName: null,
    activityId: null,
    closeReason: null,
  };

  it('a task with a known status parses; an unknown one fails', () => {
    expect(z.parse(taskSchema, task).taskStatus).toBe(TASK_STATUS.recruiting);
    expect(z.safeParse(taskSchema, { ...task, taskStatus: 0 }).success).toBe(false);
    expect(z.safeParse(taskSchema, { ...task, taskStatus: 7 }).success).toBe(false);
  });

  it("a dispute's status and its task's status at opening are checked too", () => {
    const deal = {
      orderId: 1,
      revisionRounds: 0,
      revisionMax: 3,
      revisionsLeft: 3,
      deliveredAt: null,
      autoAcceptAt: null,
      conversationId: null,
      dispute: {
        disputeId: 1,
        orderId: 1,
        taskName: '包装设计',
        employerName: '雇主',
        designerName: '设计师',
        employerId: 2,
        designerId: 3,
        status: DISPUTE_STATUS.open,
        openedBy: 'employer',
        reason: '未按要求交付',
        evidenceText: '',
        evidence: [],
        evidenceMessages: [],
        conversationId: null,
        taskStatusAtOpen: TASK_STATUS.delivered,
        escrowFen: 450000,
        createdAt: '2026-01-01T00:00:00.000Z',
        decision: null,
        designerFen: null,
        employerFen: null,
        decisionText: '',
        decidedAt: null,
      },
    };
    expect(z.safeParse(taskDealSchema, deal).success).toBe(true);
    const withDispute = (patch: object) => ({ ...deal, dispute: { ...deal.dispute, ...patch } });
    expect(z.safeParse(taskDealSchema, withDispute({ status: 'closed' })).success).toBe(false);
    expect(z.safeParse(taskDealSchema, withDispute({ taskStatusAtOpen: 9 })).success).toBe(false);
  });
});

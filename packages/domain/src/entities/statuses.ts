/**
 * The statuses of tasks, escrows, payouts, disputes and reviews as schemas (issue 35): each accepts exactly
 * the values of its constant and parses to its union type, so a status the domain does not know (a new value
 * in the api, a typo in a fixture) fails parsing instead of travelling on as a bare number or string.
 */
import * as z from 'zod/mini';
import { TASK_STATUS, type TaskStatus } from '../constants/base.js';
import { REVIEW_STATUS, type ReviewStatus } from '../constants/reviews.js';
import { ESCROW_STATUS, PAYOUT_STATUS, type EscrowStatus, type PayoutStatus } from '../rules/ledger.js';
import { DISPUTE_STATUS, type DisputeStatus } from '../rules/task-deal.js';

export type { TaskStatus, ReviewStatus, EscrowStatus, PayoutStatus, DisputeStatus };

/** A schema of one status constant (`{ name: value }`): its values, and nothing else, parse to their union. */
export const statusOf = <V extends string | number>(constants: Readonly<Record<string, V>>) =>
  z.literal(Object.values(constants));

export const taskStatusSchema = statusOf(TASK_STATUS);
export const escrowStatusSchema = statusOf(ESCROW_STATUS);
export const payoutStatusSchema = statusOf(PAYOUT_STATUS);
export const disputeStatusSchema = statusOf(DISPUTE_STATUS);
export const reviewStatusSchema = statusOf(REVIEW_STATUS);

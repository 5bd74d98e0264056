/** Money (issue 9, docs/decisions/011): the designer's account and bills, escrow, the cashier, the provider's callback, bank cards and payouts. Every amount is integer fen. */
import * as z from 'zod/mini';
import { endpoint, type Endpoint } from '../endpoint.js';
import { pageOf } from '../../entities/index.js';
import {
  accountSummarySchema,
  bankCardInput,
  bankCardSchema,
  createPayOrderInput,
  billFilterParams,
  billRowSchema,
  payAnomalySchema,
  payChannelsSchema,
  payOrderSchema,
  payoutAccountsSchema,
  payoutAlipayInput,
  payoutInput,
  payoutSchema,
  taskEscrowSchema,
} from '../money.js';
import { idParam, pagingParams } from '../params.js';
import { orderIdInput } from './common.js';

export const moneyEndpoints = {
  getMyAccountInfo: endpoint({
    method: 'GET',
    path: '/api/plat/getMyAccountInfo',
    auth: 'user',
    data: accountSummarySchema,
  }),
  getMyAccountKeepSummary: endpoint({
    method: 'GET',
    path: '/api/plat/getMyAccountKeepSummary',
    auth: 'user',
    input: z.object({ ...billFilterParams }),
    /** Fen: what came in and what went out (positive) under the filters. */
    data: z.object({ income: z.number(), expense: z.number() }),
  }),
  getMyAccountKeepPage: endpoint({
    method: 'GET',
    path: '/api/plat/getMyAccountKeepPage',
    auth: 'user',
    input: z.object({ ...pagingParams, ...billFilterParams }),
    data: pageOf(billRowSchema),
  }),
  getTaskEscrow: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getTaskEscrow',
    auth: 'user',
    input: orderIdInput,
    data: taskEscrowSchema,
  }),
  getPayChannels: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getPayChannels',
    auth: 'user',
    data: payChannelsSchema,
  }),
  createTaskPayOrder: endpoint({
    method: 'POST',
    path: '/api/plat/pay/createTaskPayOrder',
    auth: 'user',
    input: createPayOrderInput,
    data: payOrderSchema,
  }),
  getPayOrderInfo: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getPayOrderInfo',
    auth: 'user',
    input: z.object({ payOrderId: idParam }),
    data: payOrderSchema,
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/api/plat/pay/sandboxPay',
    auth: 'user',
    input: z.object({ payOrderId: idParam, result: z.optional(z.enum(['SUCCESS', 'FAIL'])) }),
    data: payOrderSchema,
  }),
  /**
   * A payment company's notification (issue 33): its own format — WeChat Pay's signed, encrypted JSON, Alipay's
   * signed form, the sandbox's signed JSON — read raw by its gateway (apps/api notify.routes.ts) and answered in
   * the company's format, not the envelope. Here for the route table (public, exempt from the CSRF check).
   */
  payNotify: endpoint({
    method: 'POST',
    path: '/api/pay/notify/:provider',
    auth: 'public',
    data: z.string(),
  }),
  getPayAnomalyPage: endpoint({
    method: 'GET',
    path: '/api/admin/pay/getPayAnomalyPage',
    auth: 'operator',
    input: z.object({ ...pagingParams }),
    data: pageOf(payAnomalySchema),
  }),
  getMyBankCards: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getMyBankCards',
    auth: 'user',
    data: z.array(bankCardSchema),
  }),
  saveBankCard: endpoint({
    method: 'POST',
    path: '/api/plat/pay/saveBankCard',
    auth: 'user',
    input: bankCardInput,
    data: bankCardSchema,
  }),
  requestPayout: endpoint({
    method: 'POST',
    path: '/api/plat/pay/requestPayout',
    auth: 'user',
    input: payoutInput,
    data: payoutSchema,
  }),
  // Issue 33, chosen paths: a designer's payout accounts (Alipay, WeChat) and their payouts' progress.
  getMyPayoutAccounts: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getMyPayoutAccounts',
    auth: 'user',
    data: payoutAccountsSchema,
  }),
  savePayoutAlipay: endpoint({
    method: 'POST',
    path: '/api/plat/pay/savePayoutAlipay',
    auth: 'user',
    input: payoutAlipayInput,
    data: payoutAccountsSchema,
  }),
  getMyPayoutPage: endpoint({
    method: 'GET',
    path: '/api/plat/pay/getMyPayoutPage',
    auth: 'user',
    input: z.object({ ...pagingParams }),
    data: pageOf(payoutSchema),
  }),
} as const satisfies Record<string, Endpoint>;

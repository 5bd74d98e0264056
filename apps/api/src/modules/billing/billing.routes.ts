import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { PayoutService } from './billing.payouts';
import { payAnomalyPage } from './pay-anomalies';
import type { BillingService } from './billing.service';
import { notifyRoutes } from './notify.routes';

export async function billingRoutes(
  app: FastifyInstance,
  db: Db,
  billing: BillingService,
  payouts: PayoutService,
): Promise<void> {
  // — Account and bills
  route(app, endpoints.getMyAccountInfo, (_q, request) => payouts.accountSummary(request.user.userId));
  route(app, endpoints.getMyAccountKeepSummary, (q, request) =>
    payouts.billSummary(request.user.userId, q.month, q.kind),
  );
  route(app, endpoints.getMyAccountKeepPage, (q, request) =>
    payouts.billPage(request.user.userId, q.current, q.pageSize, q.month, q.kind),
  );
  // — The cashier and escrow
  route(app, endpoints.getTaskEscrow, (q, request) => billing.taskEscrow(request.user, q.orderId));
  route(app, endpoints.getPayChannels, (_q, request) => billing.payChannels(request.headers['user-agent']));
  route(app, endpoints.createTaskPayOrder, (q, request) =>
    billing.createTaskPayOrder(request.user, {
      orderId: q.orderId,
      provider: q.provider,
      channel: q.channel,
      // The payer's address as the gateway saw it (trustProxy believes only the BFF's X-Forwarded-For).
      payerIp: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );
  route(app, endpoints.getPayOrderInfo, (q, request) => billing.payOrderInfo(request.user, q.payOrderId));
  route(app, endpoints.sandboxPay, (q, request) => billing.sandboxPay(request.user, q.payOrderId, q.result));
  // The companies' notifications: raw bodies, their own scope (notify.routes.ts), not the contract's handler.
  await app.register(notifyRoutes, { billing });
  // — The operators' anomalies (issue 33)
  route(app, endpoints.getPayAnomalyPage, (q) => payAnomalyPage(db, q.current, q.pageSize));
  // — Bank cards and payouts
  route(app, endpoints.getMyBankCards, (_q, request) => payouts.bankCards(request.user.userId));
  route(app, endpoints.saveBankCard, (q, request) => payouts.saveBankCard(request.user, q));
  route(app, endpoints.requestPayout, (q, request) => payouts.requestPayout(request.user, q));
  // — Payout accounts (issue 33)
  route(app, endpoints.getMyPayoutAccounts, (_q, request) => payouts.payoutAccounts(request.user.userId));
  route(app, endpoints.savePayoutAlipay, (q, request) => payouts.savePayoutAlipay(request.user, q));
  route(app, endpoints.getMyPayoutPage, (q, request) => payouts.payoutPage(request.user.userId, q.current, q.pageSize));
}

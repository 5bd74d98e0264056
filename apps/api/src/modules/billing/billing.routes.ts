import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import * as payouts from './billing.payouts';
import { payAnomalyPage } from './pay-anomalies';
import * as billing from './billing.service';
import { notifyRoutes } from './notify.routes';

export async function billingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // — Account and bills
  route(app, endpoints.getMyAccountInfo, (_q, request) => payouts.accountSummary(deps, request.user));
  route(app, endpoints.getMyAccountKeepSummary, (q, request) => payouts.billSummary(deps, request.user, q));
  route(app, endpoints.getMyAccountKeepPage, (q, request) => payouts.billPage(deps, request.user, q));
  // — The cashier and escrow
  route(app, endpoints.getTaskEscrow, (q, request) => billing.taskEscrow(deps, request.user, q));
  route(app, endpoints.getPayChannels, (_q, request) =>
    billing.payChannels(deps, { userAgent: request.headers['user-agent'] }),
  );
  route(app, endpoints.createTaskPayOrder, (q, request) =>
    billing.createTaskPayOrder(deps, request.user, {
      orderId: q.orderId,
      provider: q.provider,
      channel: q.channel,
      // The payer's address as the gateway saw it (trustProxy believes only the BFF's X-Forwarded-For).
      payerIp: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );
  route(app, endpoints.getPayOrderInfo, (q, request) => billing.payOrderInfo(deps, request.user, q));
  route(app, endpoints.sandboxPay, (q, request) => billing.sandboxPay(deps, request.user, q));
  // The companies' notifications: raw bodies, their own scope (notify.routes.ts), not the contract's handler.
  await app.register(async (scope) => notifyRoutes(scope, deps));
  // — The operators' anomalies (issue 33)
  route(app, endpoints.getPayAnomalyPage, (q) => payAnomalyPage(deps, q));
  // — Bank cards and payouts
  route(app, endpoints.getMyBankCards, (_q, request) => payouts.bankCards(deps, request.user));
  route(app, endpoints.saveBankCard, (q, request) => payouts.saveBankCard(deps, request.user, q));
  route(app, endpoints.requestPayout, (q, request) => payouts.requestPayout(deps, request.user, q));
  // — Payout accounts (issue 33)
  route(app, endpoints.getMyPayoutAccounts, (_q, request) => payouts.payoutAccounts(deps, request.user));
  route(app, endpoints.savePayoutAlipay, (q, request) => payouts.savePayoutAlipay(deps, request.user, q));
  route(app, endpoints.getMyPayoutPage, (q, request) => payouts.payoutPage(deps, request.user, q));
}

import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import type { PaymentProvider } from '../../services/payment/index';
import { PayoutService, sandboxPayoutDeps, type PayoutDeps } from './billing.payouts';
import { payAnomalyPage } from './pay-anomalies';
import { BillingService } from './billing.service';

export function billingRoutes(
  app: FastifyInstance,
  db: Db,
  provider: PaymentProvider,
  clock: Clock,
  // Issue 33 (payouts): the integrator passes the app's PaymentGateways and mpOpenIdOf here.
  payoutDeps: PayoutDeps = sandboxPayoutDeps(app.log),
): void {
  const billing = new BillingService(db, provider, clock);
  const payouts = new PayoutService(db, clock, payoutDeps);
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
  route(app, endpoints.createTaskPayOrder, (q, request) => billing.createTaskPayOrder(request.user, q.orderId));
  route(app, endpoints.getPayOrderInfo, (q, request) => billing.payOrderInfo(request.user, q.payOrderId));
  route(app, endpoints.sandboxPay, (q, request) => billing.sandboxPay(request.user, q.payOrderId, q.result));
  route(app, endpoints.payNotify, (q) => billing.handleNotify(q));
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

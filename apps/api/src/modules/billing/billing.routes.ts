import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/endpoint';
import type { BillingService } from './billing.service';

export function billingRoutes(app: FastifyInstance, billing: BillingService): void {
  route(app, endpoints.getMyAccountInfo, (_q, request) => billing.accountSummary(request.user.userId));
  route(app, endpoints.getMyAccountKeepSummary, (q, request) =>
    billing.billSummary(request.user.userId, q.month, q.kind),
  );
  route(app, endpoints.getMyAccountKeepPage, (q, request) =>
    billing.billPage(request.user.userId, q.current, q.pageSize, q.month, q.kind),
  );
  route(app, endpoints.getTaskEscrow, (q, request) => billing.taskEscrow(request.user, q.orderId));
  route(app, endpoints.createTaskPayOrder, (q, request) => billing.createTaskPayOrder(request.user, q.orderId));
  route(app, endpoints.getPayOrderInfo, (q, request) => billing.payOrderInfo(request.user, q.payOrderId));
  route(app, endpoints.sandboxPay, (q, request) => billing.sandboxPay(request.user, q.payOrderId, q.result));
  route(app, endpoints.payNotify, (q) => billing.handleNotify(q));
  route(app, endpoints.getMyBankCards, (_q, request) => billing.bankCards(request.user.userId));
  route(app, endpoints.saveBankCard, (q, request) => billing.saveBankCard(request.user, q));
  route(app, endpoints.requestPayout, (q, request) => billing.requestPayout(request.user, q.cardId, q.amount));
}

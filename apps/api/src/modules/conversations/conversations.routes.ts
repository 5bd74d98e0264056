/** Conversations (issue 25): the lists, the thread, opening, sending, reading; the operator's recorded read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import { readForOperator } from './conversations.operator';
import type { ConversationsService } from './conversations.service';

export function conversationsRoutes(app: FastifyInstance, db: Db, service: ConversationsService, clock: Clock): void {
  route(app, endpoints.getConversations, async ({ current, pageSize }, request) =>
    service.list(request.user, current, pageSize),
  );
  route(app, endpoints.getConversation, async ({ conversationId }, request) =>
    service.get(request.user, conversationId),
  );
  route(app, endpoints.getMessages, async ({ conversationId, before, limit }, request) =>
    service.messages(request.user, conversationId, before, limit),
  );
  route(app, endpoints.openConversation, async ({ designerId, orderId }, request) =>
    service.open(request.user, designerId, orderId),
  );
  route(app, endpoints.sendMessage, async (input, request) => service.send(request.user, input));
  route(app, endpoints.markConversationRead, async ({ conversationId }, request) =>
    service.markRead(request.user, conversationId),
  );
  route(app, endpoints.getConversationForOperator, async ({ conversationId, reason }, request) =>
    readForOperator(db, clock, request.user, conversationId, reason),
  );
}

/** Conversations (issue 25): the lists, the thread, opening, sending, reading; the operator's recorded read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import multipart from '@fastify/multipart';
import { route } from '../../http/endpoint';
import type { Clock } from '../../services/clock/clock';
import type { LocalStorage } from '../../services/storage/local-storage';
import { sendPdf } from '../uploads/attachment-file';
import { MESSAGE_FILE_PREFIX, MESSAGE_PDF_KEY, receiveMessageFile } from './conversations.files';
import { readForOperator } from './conversations.operator';
import type { ConversationsService } from './conversations.service';

export function conversationsRoutes(
  app: FastifyInstance,
  db: Db,
  service: ConversationsService,
  storage: LocalStorage,
  clock: Clock,
): void {
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
  // Multipart in its own scope (as uploads.routes.ts), so other routes keep their JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    route(scope, endpoints.sendMessageFile, (_input, req) => receiveMessageFile(service, storage, req.user, req));
  });
  // PDF files of messages (unguessable names, as task attachments): downloads, never rendered inline.
  app.get(`${MESSAGE_FILE_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!MESSAGE_PDF_KEY.test(key)) return reply.code(404).send({ success: false });
    return sendPdf(reply, await storage.get(key));
  });
  route(app, endpoints.markConversationRead, async ({ conversationId }, request) =>
    service.markRead(request.user, conversationId),
  );
  route(app, endpoints.getConversationForOperator, async ({ conversationId, reason }, request) =>
    readForOperator(db, clock, request.user, conversationId, reason),
  );
}

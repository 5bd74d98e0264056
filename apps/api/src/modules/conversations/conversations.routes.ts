/** Conversations (issue 25): the lists, the thread, opening, sending, reading; the operator's recorded read. */
import { endpoints } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { route } from '../../http/endpoint';
import type { Deps } from '../../services/deps';
import { sendPdf } from '../uploads/attachment-file';
import { MESSAGE_FILE_PREFIX, MESSAGE_PDF_KEY, receiveMessageFile } from './conversations.files';
import { readForOperator } from './conversations.operator';
import * as conversations from './conversations.service';

export function conversationsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, endpoints.getConversations, async (q, request) => conversations.list(deps, request.user, q));
  route(app, endpoints.getConversation, async (q, request) => conversations.get(deps, request.user, q));
  route(app, endpoints.getMessages, async (q, request) => conversations.messages(deps, request.user, q));
  route(app, endpoints.openConversation, async (q, request) => conversations.open(deps, request.user, q));
  route(app, endpoints.sendMessage, async (input, request) => conversations.send(deps, request.user, input));
  // Multipart in its own scope (as uploads.routes.ts), so other routes keep their JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    route(scope, endpoints.sendMessageFile, (_input, req) => receiveMessageFile(deps, req.user, req));
  });
  // PDF files of messages (unguessable names, as task attachments): downloads, never rendered inline.
  app.get(`${MESSAGE_FILE_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!MESSAGE_PDF_KEY.test(key)) return reply.code(404).send({ success: false });
    return sendPdf(reply, await deps.storage.get(key));
  });
  route(app, endpoints.markConversationRead, async (q, request) => conversations.markRead(deps, request.user, q));
  route(app, endpoints.getConversationForOperator, async (q, request) => readForOperator(deps, request.user, q));
}

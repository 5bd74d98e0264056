/**
 * POST /api/pay/notify/{provider} (issue 33): the payment companies' notifications. Their signatures cover the
 * body's exact bytes (WeChat Pay signs `timestamp\nnonce\nbody\n`, Alipay the form's fields as sent), so this
 * route is not the contract's zod handler: it lives in a scope of its own whose parser keeps every content type
 * as the raw Buffer, and answers in the company's own format (`gateway.acknowledge()` / `reject()`), never the
 * envelope. The domain's `payNotify` entry stays for the gateway's route table only.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../services/deps';
import { handleNotification } from './billing.service';

/** Notifications are small (WeChat's encrypted resource is about 1–2 KiB); anything larger is not one. */
export const NOTIFY_BODY_LIMIT = 64 * 1024;

const params = z.object({ provider: z.string().max(20) });

export async function notifyRoutes(scope: FastifyInstance, deps: Deps): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  scope.post('/api/pay/notify/:provider', { bodyLimit: NOTIFY_BODY_LIMIT }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const provider = parsed.success ? parsed.data.provider : '';
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const answer = await handleNotification(deps, { provider, request: { headers: request.headers, rawBody } });
    reply.code(answer.status).header('cache-control', 'no-store');
    if (answer.contentType) reply.type(answer.contentType);
    return reply.send(answer.body === '' ? undefined : answer.body);
  });
}

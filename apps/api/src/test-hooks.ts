/**
 * The end-to-end suite's hooks (config TEST_HOOKS=1, refused in production; registered on the api's port, which
 * the gateway never forwards to — outside /api). `POST /test/auto-accept {orderId, afterMs}` runs the automatic
 * acceptance (decision 023) of one task as the job would `afterMs` from now: the browser test sees a delivery
 * accepted "7 days later" without moving the process's clock, so the other specs' sessions, windows and
 * limits sharing the server are untouched, and no other seeded 待验收 task is accepted with it.
 * `GET /test/ledger-check` answers what `npm run ledger:check` would print, as data.
 */
import { ok } from '@bazaar/domain/api';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { DomainError } from './http/errors';
import { ledgerMismatches } from './modules/billing/ledger.repository';
import { autoAcceptTask } from './modules/tasks/tasks.lifecycle.auto-accept';
import type { Deps } from './services/deps';

const autoAcceptInput = z.object({
  orderId: z.number().check(z.int(), z.positive()),
  afterMs: z.number().check(z.int(), z.nonnegative()),
});

export function testHooksRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/test/auto-accept', async (request) => {
    const input = autoAcceptInput.safeParse(request.body);
    if (!input.success) throw new DomainError('E010001', 'orderId 与 afterMs 须为整数');
    const at = new Date(deps.clock.now().getTime() + input.data.afterMs);
    return ok({ accepted: await autoAcceptTask(deps, { orderId: input.data.orderId, at }) });
  });
  // `npm run ledger:check` from inside the process (issue 33's journeys): PGlite serves one process at a time.
  app.get('/test/ledger-check', async () => ok({ mismatches: await ledgerMismatches(deps.db) }));
}

/**
 * Every background job of an api process, in one place (each runs in every process; each is safe to run
 * twice or in two processes at once — see its module): the hourly purge of ended account rows and old
 * stream events, automatic acceptance of deliveries unanswered for 7 days (decision 023), and the reveal
 * of reviews whose 14-day window has ended (decision 024), and the pending pay orders' query and closing (issue 33).
 * Answers the function that stops them all, and a promise of their runs at start having ended (the test
 * harness waits for it, so no test races a start-up job writing the seeded rows it reads).
 */
import { sweepPendingPayOrders } from './modules/billing/billing.service';
import { purgeExpired } from './modules/account/housekeeping';
import { MONEY_OUT_JOB_MS, moneyOutDue } from './modules/billing/refunds';
import { revealDue } from './modules/reviews/reviews.service';
import { autoAcceptDue } from './modules/tasks/tasks.lifecycle.auto-accept';
import type { Deps } from './services/deps';
import { every, type Repeating } from './services/jobs/every';

const MINUTE_MS = 60_000;
/**
 * Issue 33: pending pay orders are asked about at their company every 30 s (a payment whose notification was
 * lost is settled within about a minute and a half of being made; expired ones are closed there). Each query
 * is a call to the company, so not more often: a payer's own polling asks sooner (getPayOrderInfo).
 */
export const PAY_ORDER_SWEEP_MS = 30_000;

export function startJobs(deps: Deps): { stop: () => void; started: Promise<void> } {
  const { log } = deps;
  const jobs: Repeating[] = [
    every(
      60 * MINUTE_MS,
      async () => {
        const deleted = await purgeExpired(deps);
        if (deleted.sessions || deleted.codes || deleted.passwordGuards || deleted.events)
          log.info(deleted, 'expired account rows purged');
      },
      (err) => log.warn({ err }, 'housekeeping failed; retried next hour'),
      { atStart: true },
    ),
    every(
      5 * MINUTE_MS,
      async () => {
        const ids = await autoAcceptDue(deps);
        if (ids.length > 0) log.info({ orderIds: ids }, 'deliveries accepted automatically');
      },
      (err) => log.warn({ err }, 'automatic acceptance failed; retried at the next run'),
      { atStart: true },
    ),
    every(
      MINUTE_MS,
      async () => {
        const n = await revealDue(deps);
        if (n > 0) log.info({ tasks: n }, 'reviews published at the end of their window');
      },
      (err) => log.warn({ err }, 'review reveal failed; retried next minute'),
    ),
    every(
      PAY_ORDER_SWEEP_MS,
      async () => {
        const swept = await sweepPendingPayOrders(deps);
        if (swept.paid || swept.closed) log.info(swept, 'pending pay orders settled or closed');
      },
      (err) => log.warn({ err }, 'pending pay order sweep failed; retried at the next run'),
    ),
    every(
      MONEY_OUT_JOB_MS,
      // Issue 33: refunds and payouts still waiting for the payment company.
      async () => void (await moneyOutDue(deps)),
      (err) => log.warn({ err }, 'refund and payout checks failed; retried at the next run'),
      { atStart: true },
    ),
  ];
  return {
    stop: () => jobs.forEach((job) => job.stop()),
    started: Promise.all(jobs.map((job) => job.started)).then(() => undefined),
  };
}

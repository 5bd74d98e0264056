/**
 * Deletes account rows no rule reads any more, at start and then hourly (src/jobs.ts): sessions that ended (expired or
 * revoked) over a day ago, and SMS codes older than two days — the longest limit window (5 per mobile
 * per day) looks back one. Keeps the tables, and the lookups on them, small (decision record 005).
 */
import type { Deps } from '../../services/deps';
import { deleteEndedSessions } from './session.repository';
import { deleteCodesCreatedBefore } from './sms-code.repository';
import { deleteEndedGuards } from './password-guard';
import { pruneEvents } from '../events/events.repository';
import { deleteExpiredTickets } from './open-ids.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpired(
  deps: Pick<Deps, 'db' | 'clock'>,
): Promise<{ sessions: number; codes: number; passwordGuards: number; events: number; oauthTickets: number }> {
  const now = deps.clock.now();
  const sessions = await deleteEndedSessions(deps.db, new Date(now.getTime() - DAY_MS));
  const codes = await deleteCodesCreatedBefore(deps.db, new Date(now.getTime() - 2 * DAY_MS));
  // Password-guess counts (issue 22) whose 15-minute window and lock ended over a day ago.
  const passwordGuards = await deleteEndedGuards(deps.db, new Date(now.getTime() - DAY_MS));
  // Issue 25 (decision 022): stream events older than a week; a browser away that long reloads its pages.
  const events = await pruneEvents(deps.db, new Date(now.getTime() - 7 * DAY_MS));
  // Issue 33: WeChat/QQ login tickets live 10 minutes; a day later they are of no use, spent or not.
  const oauthTickets = await deleteExpiredTickets(deps.db, new Date(now.getTime() - DAY_MS));
  return { sessions, codes, passwordGuards, events, oauthTickets };
}

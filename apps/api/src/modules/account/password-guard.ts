/**
 * Password guesses per account (issue 22, decision 018): after 10 wrong passwords for one login name
 * within 15 minutes, password login for it is refused for 15 minutes (SMS login still works). Every api
 * process shares the count (a database row per mobile).
 *
 * An attempt is counted *before* the password is checked, in a short transaction that locks the row, and
 * given back when the password was right: so 100 guesses at once get 10 checks, not 100, and no
 * transaction is held open across the scrypt.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';

export const PASSWORD_MAX_FAILURES = 10;
export const PASSWORD_WINDOW_MS = 15 * 60_000;
export const PASSWORD_LOCK_MS = 15 * 60_000;
export const PASSWORD_LOCKED_MESSAGE = '密码错误次数过多，请15分钟后再试或使用验证码登录';

/** Counts one attempt for `mobile`; false when password login for it is refused right now. */
export async function reservePasswordAttempt(db: Db, mobile: string, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    await sql`insert into password_guards (mobile, window_start) values (${mobile}, ${now})
      on conflict (mobile) do nothing`.execute(trx);
    const row = await trx
      .selectFrom('password_guards')
      .select(['window_start', 'attempts', 'locked_until'])
      .where('mobile', '=', mobile)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.locked_until && row.locked_until.getTime() > now.getTime()) return false;
    const fresh = row.locked_until !== null || now.getTime() - row.window_start.getTime() >= PASSWORD_WINDOW_MS;
    const attempts = fresh ? 0 : row.attempts;
    if (attempts >= PASSWORD_MAX_FAILURES) {
      // Ten attempts are out (failed, or still being checked): the lock starts now.
      await trx
        .updateTable('password_guards')
        .set({ locked_until: new Date(now.getTime() + PASSWORD_LOCK_MS) })
        .where('mobile', '=', mobile)
        .execute();
      return false;
    }
    await trx
      .updateTable('password_guards')
      .set({
        attempts: attempts + 1,
        ...(fresh ? { window_start: now, locked_until: null } : {}),
      })
      .where('mobile', '=', mobile)
      .execute();
    return true;
  });
}

/** The attempt was a wrong password: the tenth in the window locks password login from `now`. */
export async function passwordFailed(db: Db, mobile: string, now: Date): Promise<void> {
  await db
    .updateTable('password_guards')
    .set({ locked_until: new Date(now.getTime() + PASSWORD_LOCK_MS) })
    .where('mobile', '=', mobile)
    .where('attempts', '>=', PASSWORD_MAX_FAILURES)
    .where('locked_until', 'is', null)
    .execute();
}

/** The attempt was the right password: the count starts again (unless a lock began meanwhile). */
export async function passwordSucceeded(db: Db, mobile: string): Promise<void> {
  await db.deleteFrom('password_guards').where('mobile', '=', mobile).where('locked_until', 'is', null).execute();
}

/** Rows whose window and lock both ended before `cutoff`. */
export async function deleteEndedGuards(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('password_guards')
    .where('window_start', '<', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

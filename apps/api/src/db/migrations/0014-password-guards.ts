/**
 * Password guesses per account (issue 22, decision 018): one row per login name (the mobile) that got a
 * wrong password — its attempts in the current 15-minute window and, past 10, until when password login
 * is refused. Keyed by the mobile, not the user, so an unknown mobile is throttled alike and the answer
 * tells nobody whether an account exists. In the database, so every api process shares one count.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upPasswordGuards(db: Kysely<unknown>): Promise<void> {
  await sql`create table password_guards (
    mobile varchar(20) primary key,
    window_start timestamptz not null,
    attempts smallint not null default 0,
    locked_until timestamptz
  )`.execute(db);
}

export async function downPasswordGuards(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists password_guards`.execute(db);
}

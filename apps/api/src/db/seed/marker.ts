/**
 * A seed step runs once per database: its `app_meta` key marks it done. Every step reads the mark first
 * (cheap, outside any transaction) and claims it inside its transaction, so two processes starting on
 * one database never both seed (the loser's transaction inserts nothing).
 */
import type { Db } from '../database';

/** Whether the step with this key already ran. */
export async function seeded(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()) !== undefined;
}

/** Claims the step inside its transaction: false when another process claimed it first. */
export async function claimSeed(trx: Db, key: string, version: string): Promise<boolean> {
  const claim = await trx
    .insertInto('app_meta')
    .values({ key, value: version })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(claim.numInsertedOrUpdatedRows ?? 0) > 0;
}

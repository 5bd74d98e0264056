/** Accounts: users, their third-party open ids, wallet summaries and growth projects — SQL only. */
import type { Db } from '../../db/database';
import type { UserOpenIdsTable } from '../../db/schema';

type OpenType = UserOpenIdsTable['open_type'];

const USER_COLUMNS = ['user_id', 'mobile', 'nick_name', 'is_designer', 'whether_to_read_note', 'is_operator'] as const;

export function findUserWithPasswordById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A user's row as the account module reads it (password hash included: UserInfo says whether one is set). */
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserWithPasswordById>>>;

export function findUserWithPasswordByMobile(db: Db, mobile: string) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** The user of `mobile`, created (an employer without a nickname) when there is none yet. */
export async function findOrCreateUserByMobile(db: Db, mobile: string, now: Date) {
  // ON CONFLICT: two first logins of one mobile at once both end up with the same single user.
  await db
    .insertInto('users')
    .values({ mobile, nick_name: null, password_hash: null, created_at: now })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  return db.selectFrom('users').select(USER_COLUMNS).where('mobile', '=', mobile).executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  userId: number,
  changes: { nick_name?: string; password_hash?: string; whether_to_read_note?: number },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
}

export async function findUserIdByOpenId(db: Db, openType: OpenType, openId: string): Promise<number | null> {
  const row = await db
    .selectFrom('user_open_ids')
    .select('user_id')
    .where('open_type', '=', openType)
    .where('open_id', '=', openId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findOpenIdOfUser(db: Db, userId: number, openType: OpenType): Promise<string | null> {
  const row = await db
    .selectFrom('user_open_ids')
    .select('open_id')
    .where('user_id', '=', userId)
    .where('open_type', '=', openType)
    .executeTakeFirst();
  return row?.open_id ?? null;
}

export async function findUserIdByMobile(db: Db, mobile: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Links an open id to a user; false when the open id or the user's slot for that type is already taken. */
export async function insertOpenId(
  db: Db,
  link: { openType: OpenType; openId: string; userId: number; now: Date; unionId?: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('user_open_ids')
    .values({
      open_type: link.openType,
      open_id: link.openId,
      user_id: link.userId,
      created_at: link.now,
      union_id: link.unionId ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

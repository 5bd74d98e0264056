/** Short video works (issue 9): SQL only. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type NewClip = Insertable<Database['clips']>;

const clipColumns = [
  'c.clip_id',
  'c.user_id',
  'c.title',
  'c.video_key',
  'c.poster_url',
  'c.mime_type',
  'c.size',
  'c.created_at',
  'u.nick_name',
  'd.avatar',
] as const;

function clipsWithDesigner(db: Db) {
  return db
    .selectFrom('clips as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .leftJoin('designers as d', 'd.user_id', 'c.user_id');
}

export async function insertClip(db: Db, clip: NewClip): Promise<number> {
  const row = await db.insertInto('clips').values(clip).returning('clip_id').executeTakeFirstOrThrow();
  return row.clip_id;
}

export function findClip(db: Db, clipId: number) {
  return clipsWithDesigner(db).select(clipColumns).where('c.clip_id', '=', clipId).executeTakeFirst();
}

/** Newest first (clip id breaks ties: seeded clips share a timestamp); `userId` narrows to one designer. */
export async function findClipsPage(db: Db, userId: number | null, current: number, pageSize: number) {
  let rows = clipsWithDesigner(db).select(clipColumns);
  let count = db.selectFrom('clips as c').select((eb) => eb.fn.countAll<string>().as('n'));
  if (userId !== null) {
    rows = rows.where('c.user_id', '=', userId);
    count = count.where('c.user_id', '=', userId);
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy('c.created_at', 'desc')
      .orderBy('c.clip_id', 'desc')
      .limit(pageSize)
      .offset((current - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.n) };
}

export async function deleteClip(db: Db, clipId: number): Promise<void> {
  await db.deleteFrom('clips').where('clip_id', '=', clipId).execute();
}

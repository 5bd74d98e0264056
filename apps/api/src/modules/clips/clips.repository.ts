/** Short video works (issue 9): SQL only. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { withNickNames } from '../account/users.repository';
import { avatarsByIds } from '../designers/designer-profiles.repository';

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
] as const;

type ClipRow = Pick<
  Selectable<Database['clips']>,
  'clip_id' | 'user_id' | 'title' | 'video_key' | 'poster_url' | 'mime_type' | 'size' | 'created_at'
>;

/** Clips with their designer's nickname (account) and avatar (designers): one query per owner for all. */
async function withDesigner(db: Db, rows: ClipRow[]) {
  const [named, avatars] = await Promise.all([
    withNickNames(db, rows, (r) => r.user_id),
    avatarsByIds(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  return named.map((r) => ({ ...r, avatar: avatars.get(r.user_id) ?? null }));
}

export async function insertClip(db: Db, clip: NewClip): Promise<number> {
  const row = await db.insertInto('clips').values(clip).returning('clip_id').executeTakeFirstOrThrow();
  return row.clip_id;
}

export async function findClip(db: Db, clipId: number) {
  const row = await db.selectFrom('clips as c').select(clipColumns).where('c.clip_id', '=', clipId).executeTakeFirst();
  return row ? (await withDesigner(db, [row]))[0] : undefined;
}

/** Newest first (clip id breaks ties: seeded clips share a timestamp); `userId` narrows to one designer. */
export async function findClipsPage(db: Db, userId: number | null, current: number, pageSize: number) {
  let rows = db.selectFrom('clips as c').select(clipColumns);
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
  return { rows: await withDesigner(db, page), total: Number(total.n) };
}

export async function deleteClip(db: Db, clipId: number): Promise<void> {
  await db.deleteFrom('clips').where('clip_id', '=', clipId).execute();
}

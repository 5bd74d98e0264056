/** The console's versioned CMS positions (issue 8) — SQL only. */
import { CMS } from '@bazaar/domain/constants';
import type { Db } from '../../db/database';
import { withNickNames } from '../account/users.repository';

/** Every (page, position) that has live rows or versions, for the editable pages. */
export async function findPositions(db: Db, pages: readonly string[]) {
  const live = await db
    .selectFrom('cms_configs')
    .select(['page', 'position', (eb) => eb.fn.countAll<string>().as('n')])
    .where('channel', '=', CMS.channel)
    .where('enabled', '=', true)
    .where('page', 'in', pages)
    .groupBy(['page', 'position'])
    .execute();
  const versions = await db
    .selectFrom('cms_versions as v')
    .select(['v.page', 'v.position', 'v.version', 'v.published_at', 'v.created_at', 'v.created_by'])
    .where('v.page', 'in', pages)
    .orderBy('v.version', 'desc')
    .execute();
  return { live, versions: await withNickNames(db, versions, (v) => v.created_by) };
}

export function findLiveItems(db: Db, page: string, position: string) {
  return db
    .selectFrom('cms_configs')
    .select(['cms_id', 'content'])
    .where('channel', '=', CMS.channel)
    .where('page', '=', page)
    .where('position', '=', position)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('cms_id')
    .execute();
}

/** A position's versions, the newest first, each with its author's nickname (from the account module). */
export async function findVersions(db: Db, page: string, position: string) {
  const rows = await db
    .selectFrom('cms_versions as v')
    .select(['v.version_id', 'v.version', 'v.items', 'v.note', 'v.created_at', 'v.published_at', 'v.created_by'])
    .where('v.page', '=', page)
    .where('v.position', '=', position)
    .orderBy('v.version', 'desc')
    .execute();
  return withNickNames(db, rows, (v) => v.created_by);
}

export function findVersion(db: Db, versionId: number) {
  return db.selectFrom('cms_versions').selectAll().where('version_id', '=', versionId).executeTakeFirst();
}

export async function nextVersion(db: Db, page: string, position: string): Promise<number> {
  const r = await db
    .selectFrom('cms_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('page', '=', page)
    .where('position', '=', position)
    .executeTakeFirst();
  return Number(r?.v ?? 0) + 1;
}

export async function insertVersion(
  db: Db,
  v: {
    page: string;
    position: string;
    version: number;
    items: string;
    note: string;
    created_by: number | null;
    created_at: Date;
    published_at: Date | null;
  },
): Promise<number> {
  const r = await db.insertInto('cms_versions').values(v).returning('version_id').executeTakeFirstOrThrow();
  return r.version_id;
}

export async function markPublished(db: Db, versionId: number, at: Date): Promise<void> {
  await db.updateTable('cms_versions').set({ published_at: at }).where('version_id', '=', versionId).execute();
}

/** Replaces the live rows of one position with `contents` (in order). */
export async function replaceLive(db: Db, page: string, position: string, contents: readonly string[]): Promise<void> {
  await db
    .deleteFrom('cms_configs')
    .where('channel', '=', CMS.channel)
    .where('page', '=', page)
    .where('position', '=', position)
    .execute();
  if (contents.length)
    await db
      .insertInto('cms_configs')
      .values(
        contents.map((content, i) => ({ channel: CMS.channel, page, position, content, params: null, sort: i + 1 })),
      )
      .execute();
}

/** Serializes the console's changes of one position (two operators publishing at once). */
export async function lockPosition(db: Db, page: string, position: string): Promise<void> {
  await db
    .selectFrom('cms_configs')
    .select('cms_id')
    .where('page', '=', page)
    .where('position', '=', position)
    .forUpdate()
    .execute();
}

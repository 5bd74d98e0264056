/**
 * A designer's own works (issue 6 /u/works, and what growth counts of them) — SQL only. Listing reuses
 * works.repository's page query.
 */
import type { Db } from '../../db/database';
import { transact } from '../../db/transact';
import { categoryNamesByIds } from '../cms/cms.repository';
import { removeWork } from './work-records.repository';
import type { WorkImage } from './works.repository';

export interface WorkFields {
  title: string;
  description: string;
  categoryId: number;
  worksType: number;
  worksSubType: number;
}

export function findOwner(db: Db, worksId: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('works').select('user_id').where('works_id', '=', worksId).executeTakeFirst();
}

/** Creates (no `worksId`) or rewrites a work and its images in one transaction; answers the id. */
export function saveWork(
  db: Db,
  userId: number,
  worksId: number | undefined,
  fields: WorkFields,
  images: readonly WorkImage[],
): Promise<number> {
  const cover = images[0]!;
  const row = {
    title: fields.title,
    description: fields.description,
    category_id: fields.categoryId,
    works_type: fields.worksType,
    works_sub_type: fields.worksSubType,
    // The first image is the cover (issue 6).
    cover: cover.url,
    cover_width: cover.width,
    cover_height: cover.height,
  };
  return transact(db, async (trx) => {
    let id: number;
    if (worksId === undefined) {
      const inserted = await trx
        .insertInto('works')
        .values({ ...row, user_id: userId })
        .returning('works_id')
        .executeTakeFirstOrThrow();
      id = inserted.works_id;
    } else {
      await trx.updateTable('works').set(row).where('works_id', '=', worksId).where('user_id', '=', userId).execute();
      await trx.deleteFrom('work_images').where('works_id', '=', worksId).execute();
      id = worksId;
    }
    await insertImages(trx, id, images);
    return id;
  });
}

async function insertImages(db: Db, worksId: number, images: readonly WorkImage[]): Promise<void> {
  await db
    .insertInto('work_images')
    .values(
      images.map((image, sort) => ({
        works_id: worksId,
        url: image.url,
        width: image.width,
        height: image.height,
        sort,
      })),
    )
    .execute();
}

/** A new work of `userId` with its images, the first the cover, inside the caller's transaction (/join approval). */
export async function insertWork(
  db: Db,
  w: {
    userId: number;
    title: string;
    description: string;
    categoryId: number | null;
    images: readonly WorkImage[];
    now: Date;
  },
): Promise<void> {
  const cover = w.images[0];
  if (!cover) return;
  const work = await db
    .insertInto('works')
    .values({
      user_id: w.userId,
      title: w.title,
      description: w.description,
      works_type: 1,
      works_sub_type: 1,
      category_id: w.categoryId,
      cover: cover.url,
      cover_width: cover.width,
      cover_height: cover.height,
      created_at: w.now,
    })
    .returning('works_id')
    .executeTakeFirstOrThrow();
  await insertImages(db, work.works_id, w.images);
}

/** Deletes an owner's work, and everyone's favourites of it (`removeWork`). */
export function deleteWork(db: Db, userId: number, worksId: number): Promise<void> {
  return transact(db, (trx) => removeWork(trx, worksId, userId));
}

/** A designer's works counted per category, with the category's name from cms (growth plans and diagnosis). */
export async function countWorksByCategory(db: Db, userId: number) {
  const rows = await db
    .selectFrom('works as w')
    .select(['w.category_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('w.user_id', '=', userId)
    .groupBy('w.category_id')
    .execute();
  const names = await categoryNamesByIds(
    db,
    rows.map((r) => r.category_id),
  );
  return rows.map((r) => ({
    category_id: r.category_id,
    category_name: r.category_id === null ? null : (names.get(r.category_id) ?? null),
    n: r.n,
  }));
}

/** A designer's works with an image narrower than `minWidth` (growth diagnosis). */
export function findSmallImages(db: Db, userId: number, minWidth: number) {
  return db
    .selectFrom('work_images as i')
    .innerJoin('works as w', 'w.works_id', 'i.works_id')
    .select(['w.works_id', 'w.title'])
    .distinct()
    .where('w.user_id', '=', userId)
    .where('i.width', '<', minWidth)
    .orderBy('w.works_id', 'desc')
    .execute();
}

/** Title, description and cover size of each of a designer's works, newest first (growth diagnosis). */
export function findWorksMeta(db: Db, userId: number) {
  return db
    .selectFrom('works')
    .select(['works_id', 'title', 'description', 'cover_width', 'cover_height'])
    .where('user_id', '=', userId)
    .orderBy('works_id', 'desc')
    .execute();
}

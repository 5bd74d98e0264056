/**
 * A designer's own works (issue 6 /u/works, and what growth counts of them) — SQL only. Listing reuses
 * works.repository's page query.
 */
import type { Db } from '../../db/database';
import { FAVORITE_TARGET } from '../../db/schema';
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

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row !== undefined;
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
  return db.transaction().execute(async (trx) => {
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
    await trx
      .insertInto('work_images')
      .values(
        images.map((image, sort) => ({ works_id: id, url: image.url, width: image.width, height: image.height, sort })),
      )
      .execute();
    return id;
  });
}

/**
 * Deletes an owner's work: images and likes go with it (foreign keys cascade); favourites of it are
 * removed too, so nobody's favourites list or count keeps a work that is gone.
 */
export function deleteWork(db: Db, userId: number, worksId: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('works').where('works_id', '=', worksId).where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('favorites')
      .where('target_type', '=', FAVORITE_TARGET.works)
      .where('target_id', '=', worksId)
      .execute();
  });
}

/** A designer's works counted per category (growth plans and diagnosis). */
export function countWorksByCategory(db: Db, userId: number) {
  return db
    .selectFrom('works as w')
    .leftJoin('categories as c', 'c.category_id', 'w.category_id')
    .select(['w.category_id', 'c.category_name', (eb) => eb.fn.countAll<string>().as('n')])
    .where('w.user_id', '=', userId)
    .groupBy(['w.category_id', 'c.category_name'])
    .execute();
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

/** Campaigns (issue 7): SQL only. A campaign's task count and budget come from the tasks module (the service). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ActivityRow {
  activity_id: number;
  title: string;
  cover: string | null;
  intro: string;
  rules: string;
  start_at: Date;
  end_at: Date;
}

function activities(db: Db) {
  return db
    .selectFrom('activities as a')
    .select(['a.activity_id', 'a.title', 'a.cover', 'a.intro', 'a.rules', 'a.start_at', 'a.end_at']);
}

/**
 * Running campaigns first, then upcoming, then finished (judged at `now`), the latest start first
 * within each group — what a visitor of /activity looks for first.
 */
export async function findActivityPage(
  db: Db,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    activities(db)
      .orderBy(
        sql`case when a.start_at <= ${now} and a.end_at > ${now} then 0 when a.start_at > ${now} then 1 else 2 end`,
      )
      .orderBy('a.start_at', 'desc')
      .orderBy('a.activity_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('activities')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function findActivity(db: Db, activityId: number): Promise<ActivityRow | undefined> {
  return activities(db).where('a.activity_id', '=', activityId).executeTakeFirst();
}

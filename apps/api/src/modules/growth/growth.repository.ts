/**
 * Growth (issue 9) — SQL only: the exams a designer submitted and their growth projects. What growth reads
 * of other areas goes through their repositories: the profile (`designer-profiles.repository.ts`), works
 * (`my-works.repository.ts`), tasks (`tasks.stats.repository.ts`), reports (`reports.repository.ts`).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function submittedExamTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('exam_attempts')
    .select('exam_type')
    .distinct()
    .where('user_id', '=', userId)
    .where('submitted_at', 'is not', null)
    .execute();
  return rows.map((r) => r.exam_type);
}

export function findEnrolments(db: Db, userId: number) {
  return db
    .selectFrom('growth_projects')
    .select(['project_id', 'plan_id', 'project_name'])
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('project_id')
    .execute();
}

export async function enrol(db: Db, userId: number, planId: number, name: string): Promise<void> {
  await db
    .insertInto('growth_projects')
    .values({
      user_id: userId,
      plan_id: planId,
      project_name: name,
      progress: 0,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from growth_projects where user_id = ${userId})`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
    .execute();
}

export async function leave(db: Db, userId: number, planId: number): Promise<void> {
  await db.deleteFrom('growth_projects').where('user_id', '=', userId).where('plan_id', '=', planId).execute();
}

/** Progress is computed on read; the stored column follows it so old readers stay consistent. */
export async function storeProgress(db: Db, projectId: number, progress: number): Promise<void> {
  await db
    .updateTable('growth_projects')
    .set({ progress })
    .where('project_id', '=', projectId)
    .where('progress', '!=', progress)
    .execute();
}

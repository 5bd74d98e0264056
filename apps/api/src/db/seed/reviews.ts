/**
 * Reviews (issue 25), once per database (its own `app_meta` marker), after the task and money stories:
 * every completed task whose 14-day window had ended on the seeding day gets its published reviews — the
 * employer's of the designer (but every fifth task) and the designer's of the employer (but every third),
 * some with the designer's reply — and the designers' stored aggregates are computed from them. Tasks
 * completed within the window (茶颜小馆's 门店手绘墙绘设计 with 林小鹿, the brands' recent ones) are left
 * unreviewed, so the demo shows the review form.
 */
import { sql } from 'kysely';
import { TASK_STATUS } from '@bazaar/domain/constants';
import { REVIEW_WINDOW_MS, REVIEWER_ROLE } from '@bazaar/domain/constants/reviews';
import type { Db } from '../database';
import { transact } from '../transact';
import { completedAtOf } from '../../modules/tasks/tasks.stats.repository';
import { DEMO_DESIGNER } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-reviews';
const DAY = 24 * 3_600_000;

const ABOUT_DESIGNER = [
  '沟通非常顺畅，理解需求很快，初稿就很接近我们想要的感觉，修改也很及时。',
  '画面细节很用心，配色温暖有质感，门店同事都很喜欢，下次还会合作。',
  '专业度很高，提前交付了终稿，源文件整理得很清楚。',
  '整体满意，中间有一版方向偏了，沟通后很快调整回来。',
  '出图稳定，风格统一，周边延展也考虑到了，推荐！',
  '',
];
const ABOUT_EMPLOYER = [
  '需求写得很清楚，参考图也给得充分，付款爽快，合作愉快。',
  '反馈及时，意见集中，少走了很多弯路。',
  '雇主很尊重设计，修改意见具体，验收也很快。',
  '需求中途有调整，但沟通态度很好。',
  '',
];
const REPLIES = ['谢谢认可，期待下次合作！', '感谢反馈，修改那一轮我会注意提前对齐方向。', '合作很愉快，谢谢！'];

/** Scores in 3–5, leaning high, fixed by the task and aspect. */
const score = (orderId: number, k: number) => [5, 5, 4, 5, 4, 3, 5][(orderId * 3 + k * 5) % 7]!;

export async function seedReviews(db: Db, now: Date): Promise<boolean> {
  if (await seeded(db, SEED_KEY)) return false;
  if (!(await seeded(db, 'seed-tasks'))) return false;
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, '1'))) return false;
    const tasks = await trx
      .selectFrom('tasks as t')
      .select(['t.order_id', 't.employer_id', 't.hired_designer_id', completedAtOf])
      .where('t.task_status', '=', TASK_STATUS.completed)
      .where('t.hired_designer_id', 'is not', null)
      .orderBy('t.order_id')
      .execute();
    for (const t of tasks) {
      if (!t.completed_at || t.hired_designer_id === null) continue;
      const done = new Date(t.completed_at).getTime();
      const windowEnds = done + REVIEW_WINDOW_MS;
      if (windowEnds > now.getTime()) continue;
      // 林小鹿's are always reviewed from both sides (her homepage shows them).
      const demo = t.hired_designer_id === DEMO_DESIGNER.userId;
      const byEmployer = demo || t.order_id % 5 !== 0;
      const byDesigner = demo || t.order_id % 3 !== 0;
      const both = byEmployer && byDesigner;
      const second = done + 3 * DAY;
      const publishedAt = new Date(both ? second : windowEnds);
      const rows = [];
      if (byEmployer) {
        rows.push({
          order_id: t.order_id,
          reviewer_role: REVIEWER_ROLE.employer,
          reviewer_id: t.employer_id,
          reviewee_id: t.hired_designer_id,
          score_1: score(t.order_id, 0),
          score_2: score(t.order_id, 1),
          score_3: score(t.order_id, 2),
          content: ABOUT_DESIGNER[t.order_id % ABOUT_DESIGNER.length]!,
          created_at: new Date(done + DAY),
          window_ends_at: new Date(windowEnds),
          published_at: publishedAt,
          reply: t.order_id % 2 === 0 ? REPLIES[t.order_id % REPLIES.length]! : null,
          replied_at: t.order_id % 2 === 0 ? new Date(publishedAt.getTime() + DAY) : null,
        });
      }
      if (byDesigner) {
        rows.push({
          order_id: t.order_id,
          reviewer_role: REVIEWER_ROLE.designer,
          reviewer_id: t.hired_designer_id,
          reviewee_id: t.employer_id,
          score_1: score(t.order_id, 3),
          score_2: 5,
          score_3: score(t.order_id, 4),
          content: ABOUT_EMPLOYER[t.order_id % ABOUT_EMPLOYER.length]!,
          created_at: new Date(both ? second : done + 2 * DAY),
          window_ends_at: new Date(windowEnds),
          published_at: publishedAt,
          reply: null,
          replied_at: null,
        });
      }
      if (rows.length > 0) await trx.insertInto('task_reviews').values(rows).execute();
    }
    // The designers' stored aggregates, as publishing keeps them (decision 024).
    await sql`update designers d set rating_sum = a.total, rating_count = a.n,
        rating_avg = round(a.total::numeric / (3 * a.n), 2)
      from (select reviewee_id, count(*)::int as n, sum(score_1 + score_2 + score_3)::int as total
            from task_reviews where reviewer_role = ${REVIEWER_ROLE.employer} and published_at is not null
            group by reviewee_id) a
      where a.reviewee_id = d.user_id`.execute(trx);
    return true;
  });
}

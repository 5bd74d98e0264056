/**
 * Designer growth demo data (issue 9), idempotent (its own `app_meta` marker), times relative to `now`:
 * - exam attempts with rubric scores and the consultant's comments for the first 16 designers; a few
 *   answers wait in the review queue (/admin/exams);
 * - 林小鹿 (user 1): Banner reviewed 40 days ago and Logo 10 days ago (so Logo is closed for 20 more
 *   days), IP waiting for review; 图标, 插画 and 包装 are free to take;
 * - designers 41–48 have no attempts (the e2e suite takes exams as one of them);
 * - growth projects: rows seeded before issue 9 get their plan; 林小鹿 is also enrolled in 完成能力测评
 *   and 插画师成长计划 (its 插画 exam step still open).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import { DEMO_OPERATOR } from './tasks';
import { Rng } from './prng';
import { designersWithCover } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-growth';
const SEED_VERSION = '1';
const DAY = 86_400_000;
const TYPES = ['banner', 'ikon', 'ip', 'logo', 'inset', 'pack'] as const;
const MINUTES: Record<(typeof TYPES)[number], number> = {
  banner: 120,
  ikon: 120,
  ip: 180,
  logo: 120,
  inset: 180,
  pack: 180,
};
const PLAN_BY_NAME: Record<string, number> = {
  完善个人主页: 1,
  上传10件作品: 2,
  完成能力测评: 3,
  首次报名任务: 4,
  获得首个订单: 5,
};

const COMMENTS = [
  '主次关系清楚，标题识别度高；配色略显保守，可以大胆一些。',
  '创意切题，记忆点明确；细节处线条粗细不统一，输出前再检查一遍。',
  '构图饱满但留白不足，信息略拥挤；色彩搭配和谐，完成度不错。',
  '整体完成度高，风格统一；概念稍显常规，期待更有个人特色的表达。',
  '色彩很有感染力，氛围到位；字体选择与主题不够贴合，建议再推敲。',
  '造型概括能力强，辨识度高；部分元素比例失衡，注意视觉重心。',
];

type Attempt = Insertable<Database['exam_attempts']>;

function reviewed(
  r: Rng,
  now: Date,
  userId: number,
  type: (typeof TYPES)[number],
  daysAgo: number,
  answer: string,
  reviewer: number | null,
  floor = 12,
): Attempt {
  const started = new Date(now.getTime() - daysAgo * DAY);
  return {
    user_id: userId,
    exam_type: type,
    started_at: started,
    deadline_at: new Date(started.getTime() + MINUTES[type] * 60_000),
    submitted_at: new Date(started.getTime() + r.int(40, MINUTES[type] - 5) * 60_000),
    answer_url: answer,
    composition: r.int(floor, 25),
    colour: r.int(floor, 25),
    concept: r.int(floor, 25),
    craft: r.int(floor, 25),
    comment: r.pick(COMMENTS),
    reviewer_id: reviewer,
    reviewed_at: new Date(started.getTime() + r.int(1, 3) * DAY),
  };
}

export async function seedGrowth(db: Db, now: Date): Promise<boolean> {
  const marked = await seeded(db, SEED_KEY);
  if (marked) return false;
  const designers = await designersWithCover(db, 16);
  if (designers.length === 0) return false;
  const operator = await db
    .selectFrom('users')
    .select('user_id')
    .where('mobile', '=', DEMO_OPERATOR.mobile)
    .executeTakeFirst();
  const reviewer = operator?.user_id ?? null;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const rng = new Rng(20_260_909);
  const attempts: Attempt[] = [];
  for (const { user_id: userId, cover } of designers) {
    const r = rng.fork(userId);
    const answer = cover ?? '';
    if (userId === 1) {
      attempts.push(reviewed(r, now, 1, 'banner', 40, answer, reviewer, 17));
      attempts.push(reviewed(r, now, 1, 'logo', 10, answer, reviewer, 19));
      attempts.push({
        user_id: 1,
        exam_type: 'ip',
        started_at: at(2),
        deadline_at: new Date(at(2).getTime() + MINUTES.ip * 60_000),
        submitted_at: new Date(at(2).getTime() + 150 * 60_000),
        answer_url: answer,
      });
      continue;
    }
    for (const type of r.shuffle(TYPES).slice(0, r.int(1, 3))) {
      attempts.push(reviewed(r, now, userId, type, r.int(3, 80), answer, reviewer));
    }
    if (userId % 4 === 0) {
      const type = TYPES.find((t) => !attempts.some((a) => a.user_id === userId && a.exam_type === t)) ?? 'pack';
      const started = at(r.int(1, 5));
      attempts.push({
        user_id: userId,
        exam_type: type,
        started_at: started,
        deadline_at: new Date(started.getTime() + MINUTES[type] * 60_000),
        submitted_at: new Date(started.getTime() + 90 * 60_000),
        answer_url: answer,
      });
    }
  }

  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    await trx.insertInto('exam_attempts').values(attempts).execute();
    for (const [name, planId] of Object.entries(PLAN_BY_NAME)) {
      await trx
        .updateTable('growth_projects')
        .set({ plan_id: planId })
        .where('plan_id', 'is', null)
        .where('project_name', '=', name)
        .execute();
    }
    await trx
      .insertInto('growth_projects')
      .values([
        { user_id: 1, plan_id: 3, project_name: '完成能力测评', progress: 0, sort: 9 },
        { user_id: 1, plan_id: 6, project_name: '插画师成长计划', progress: 0, sort: 10 },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
      .execute();
    return true;
  });
}

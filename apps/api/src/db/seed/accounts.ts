/**
 * Login-able demo accounts (issue 3) on top of the base seed, idempotent (its own `app_meta` marker) and
 * applied to databases seeded before accounts existed too.
 *
 * Demo accounts:
 * - designer 林小鹿 (user 1): mobile 13800000001, password `bazaar-demo-2026` (or an SMS login);
 * - employer 茶颜小馆 (user 49): mobile 13900000001, SMS login.
 * Every seeded designer n has the mobile 1380000 + n in 4 digits (13800000001 … 13800000048), every
 * employer 13900000001 … 13900000012; all log in by SMS (the dev SMS driver answers the code).
 * Designers get a wallet summary and two growth projects; employers have neither.
 */
import type { Insertable } from 'kysely';
import { hashPassword } from '../../modules/account/password';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import { DESIGNER_NAMES, EMPLOYERS } from './data';
import { designerMobile, employerMobile } from './mobiles';
import { Rng } from './prng';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-accounts';
const SEED_VERSION = '1';

export const DEMO_DESIGNER = { userId: 1, mobile: designerMobile(1), password: 'bazaar-demo-2026' } as const;
export const DEMO_EMPLOYER = { userId: DESIGNER_NAMES.length + 1, mobile: employerMobile(0) } as const;

const GROWTH_PROJECTS = ['完善个人主页', '上传10件作品', '完成能力测评', '首次报名任务', '获得首个订单'] as const;

/** Writes the demo accounts once; true when it wrote them now. Needs the base seed's users. */
export async function seedAccounts(db: Db): Promise<boolean> {
  const marked = await seeded(db, SEED_KEY);
  if (marked) return false;
  const designerIds = DESIGNER_NAMES.map((_, i) => i + 1);
  const present = await db.selectFrom('designers').select('user_id').where('user_id', 'in', designerIds).execute();
  if (present.length === 0) return false;
  const designers = present.map((r) => r.user_id).sort((a, b) => a - b);
  // scrypt once, at seed time: no password hash is checked into the repository.
  const passwordHash = await hashPassword(DEMO_DESIGNER.password);

  const rng = new Rng(20_260_301);
  const wallets: Insertable<Database['user_accounts']>[] = [];
  const projects: Insertable<Database['growth_projects']>[] = [];
  for (const userId of designers) {
    const r = rng.fork(userId);
    const totalIncome = r.int(0, 400) * 100;
    const frozen = r.chance(0.3) ? r.int(1, 20) * 100 : 0;
    wallets.push({
      user_id: userId,
      balance: Math.max(0, totalIncome - r.int(0, totalIncome / 100) * 100 - frozen),
      frozen,
      total_income: totalIncome,
    });
    const names = r.shuffle(GROWTH_PROJECTS).slice(0, 2);
    names.forEach((name, i) =>
      projects.push({ user_id: userId, project_name: name, progress: r.int(0, 10) * 10, sort: i + 1 }),
    );
  }

  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('user_id', '=', DEMO_DESIGNER.userId)
      .where('password_hash', 'is', null)
      .execute();
    // Databases seeded before accounts gave employers 139 0000 00nn by user id; move them to 1390000000i
    // unless someone took that number meanwhile.
    for (let i = 0; i < EMPLOYERS.length; i++) {
      const mobile = employerMobile(i);
      await trx
        .updateTable('users')
        .set({ mobile })
        .where('user_id', '=', DEMO_EMPLOYER.userId + i)
        .where('is_designer', '=', false)
        .where('mobile', 'like', '1390000%')
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('users as taken').select('taken.user_id').where('taken.mobile', '=', mobile))),
        )
        .execute();
    }
    await trx
      .insertInto('user_accounts')
      .values(wallets)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx.insertInto('growth_projects').values(projects).execute();
    return true;
  });
}

/**
 * The seeded designers with user id up to `maxUserId` that have works, each with one of its works' covers
 * (the later steps' posters and exam answers reuse the designer's own art).
 */
export function designersWithCover(db: Db, maxUserId: number): Promise<{ user_id: number; cover: string | null }[]> {
  return db
    .selectFrom('designers as d')
    .innerJoin('works as w', 'w.user_id', 'd.user_id')
    .select(['d.user_id', (eb) => eb.fn.min('w.cover').as('cover')])
    .where('d.user_id', '<=', maxUserId)
    .groupBy('d.user_id')
    .orderBy('d.user_id')
    .execute();
}

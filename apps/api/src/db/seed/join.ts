/**
 * Designer onboarding and reports (issue 8) on top of the base seed, idempotent (its own `app_meta`
 * marker): four applicants (mobiles 137 0000 000n, SMS login) — three 审核中 and one 未通过 with its reason
 * (she may resubmit) — whose samples are the base seed's generated art, and reports of works by the
 * demo employers: three 待处理 and one 已驳回 (the reporter reads the reply on /help/infringement).
 */
import { JOIN_STATUS, REPORT_STATUS } from '@bazaar/domain/constants/join';
import type { Db } from '../database';
import { transact } from '../transact';
import { DEMO_EMPLOYER } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-join';
const SEED_VERSION = '1';
const SEED_NOW = Date.parse('2025-11-01T10:00:00+08:00');
const HOUR = 3_600_000;

export const applicantMobile = (n: number): string => `1370000${String(n).padStart(4, '0')}`;

interface Applicant {
  nick: string;
  realName: string;
  categoryIds: number[];
  years: number;
  experience: string;
  /** Base-seed works whose first images are the samples. */
  sampleWorks: number[];
  portfolioUrl: string;
  status: number;
  reason?: string;
  ageHours: number;
}

const APPLICANTS: Applicant[] = [
  {
    nick: '橘子汽水',
    realName: '陈思语',
    categoryIds: [1, 5],
    years: 2,
    experience: '美院插画专业毕业，两年绘本与儿童读物插画经验，擅长水彩质感和温暖的色调，合作过三家童书出版社。',
    sampleWorks: [12, 31, 57, 88],
    portfolioUrl: 'https://www.zcool.com.cn/u/chensiyu',
    status: JOIN_STATUS.pending,
    ageHours: 3,
  },
  {
    nick: '北岛设计',
    realName: '王北辰',
    categoryIds: [3, 4],
    years: 4,
    experience: '五年品牌设计经验，曾在 4A 公司负责餐饮与零售品牌的标志、包装与门店视觉，独立完成过二十余个品牌项目。',
    sampleWorks: [20, 44, 63],
    portfolioUrl: 'https://www.behance.net/wangbeichen',
    status: JOIN_STATUS.pending,
    ageHours: 9,
  },
  {
    nick: '团子工作室',
    realName: '刘一然',
    categoryIds: [2],
    years: 3,
    experience: 'IP 形象与表情包设计，做过两套上线的微信表情和一个文旅吉祥物，熟悉从设定稿到三视图的完整流程。',
    sampleWorks: [15, 26, 39, 70, 95],
    portfolioUrl: 'https://tuanzi-studio.cn/works',
    status: JOIN_STATUS.pending,
    ageHours: 20,
  },
  {
    nick: '小满',
    realName: '赵小满',
    categoryIds: [1],
    years: 1,
    experience: '自学插画一年，喜欢画城市街景和猫，目前在接一些头像和小卡片的约稿。',
    sampleWorks: [33, 48, 81],
    portfolioUrl: 'https://www.xiaohongshu.com/user/profile/xiaoman',
    status: JOIN_STATUS.refused,
    reason: '作品风格尚不统一，且缺少商业项目案例。建议补充 2-3 个完整的商业委托作品后重新提交。',
    ageHours: 60,
  },
];

interface SeedReport {
  /** Index into the demo employers (user DEMO_EMPLOYER.userId + i). */
  employer: number;
  worksId: number;
  typeCode: number;
  info: string;
  dismissed?: string;
  ageHours: number;
}

const REPORTS: SeedReport[] = [
  {
    employer: 1,
    worksId: 23,
    typeCode: 1,
    info: '与某平台上 2023 年发布的作品构图和配色几乎一致，疑似临摹后未注明。',
    ageHours: 2,
  },
  { employer: 2, worksId: 52, typeCode: 2, info: '画面中出现了某知名品牌的商标，没有看到授权说明。', ageHours: 6 },
  { employer: 3, worksId: 23, typeCode: 1, info: '同一作品我在别的网站见过，作者不是这位设计师。', ageHours: 8 },
  { employer: 4, worksId: 97, typeCode: 5, info: '作品描述里留了私人联系方式，像是在引流。', ageHours: 30 },
  {
    employer: 5,
    worksId: 64,
    typeCode: 1,
    info: '感觉和另一位设计师的作品很像。',
    dismissed: '已联系作者核实原始文件与创作过程，确认为原创作品，暂不处理。感谢你的反馈！',
    ageHours: 72,
  },
];

export async function seedJoin(db: Db): Promise<boolean> {
  const marked = await seeded(db, SEED_KEY);
  if (marked) return false;
  const employer = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', DEMO_EMPLOYER.userId)
    .executeTakeFirst();
  if (!employer) return false;

  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;

    const operator = await trx.selectFrom('users').select('user_id').where('is_operator', '=', true).executeTakeFirst();
    const at = (ageHours: number) => new Date(SEED_NOW + 3 * 24 * HOUR - ageHours * HOUR);

    for (const [i, a] of APPLICANTS.entries()) {
      const created = at(a.ageHours);
      const user = await trx
        .insertInto('users')
        .values({ mobile: applicantMobile(i + 1), nick_name: a.nick, password_hash: null, created_at: created })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!user) continue;
      const images = await trx
        .selectFrom('work_images')
        .select(['works_id', 'url', 'width', 'height'])
        .where('works_id', 'in', a.sampleWorks)
        .where('sort', '=', 1)
        .execute();
      await trx
        .insertInto('designer_applications')
        .values({
          user_id: user.user_id,
          real_name: a.realName,
          mobile: applicantMobile(i + 1),
          category_ids: JSON.stringify(a.categoryIds),
          years: a.years,
          experience: a.experience,
          samples: JSON.stringify(images.map(({ url, width, height }) => ({ url, width, height }))),
          portfolio_url: a.portfolioUrl,
          status: a.status,
          reason: a.reason ?? '',
          reviewed_by: a.status === JOIN_STATUS.pending ? null : (operator?.user_id ?? null),
          reviewed_at: a.status === JOIN_STATUS.pending ? null : at(a.ageHours - 20),
          created_at: created,
        })
        .execute();
    }

    for (const r of REPORTS) {
      const work = await trx
        .selectFrom('works')
        .select(['title', 'cover'])
        .where('works_id', '=', r.worksId)
        .executeTakeFirst();
      if (!work) continue;
      await trx
        .insertInto('work_reports')
        .values({
          user_id: DEMO_EMPLOYER.userId + r.employer,
          works_id: r.worksId,
          type_code: r.typeCode,
          report_info: r.info,
          created_at: at(r.ageHours),
          works_title: work.title,
          works_cover: work.cover,
          ...(r.dismissed
            ? {
                status: REPORT_STATUS.dismissed,
                reply: r.dismissed,
                handled_by: operator?.user_id ?? null,
                handled_at: at(r.ageHours - 24),
              }
            : {}),
        })
        .onConflict((oc) => oc.columns(['works_id', 'user_id']).doNothing())
        .execute();
    }
    return true;
  });
}

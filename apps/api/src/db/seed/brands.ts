/**
 * Brands with their topic tasks and campaigns with their activity tasks (issue 7), on top of the base
 * seed: idempotent (its own `app_meta` marker), applied to databases seeded before brands existed too.
 * Campaign dates are relative to the time this step runs, so a fresh start always shows one finished,
 * one running and one upcoming campaign. Ids come from the sequences (the base seed moved them on).
 */
import type { Insertable } from 'kysely';
import { APPLICATION_STATUS, TASK_KIND, TASK_PROPERTIES, TASK_STATUS, type TaskStatus } from '@bazaar/domain/constants';
import type { Font } from '../../services/images/font';
import { imageUrlOf, type LocalStorage } from '../../services/storage/local-storage';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import { activityCoverArt, brandBannerArt, brandLogoArt, categoryArt, type BrandPalette } from './art';
import { DESIGNER_NAMES, EMPLOYERS } from './data';
import { Rng } from './prng';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-brands';
const SEED_VERSION = '1';
const ART_MARKER = `meta/seed-brands-art-v${SEED_VERSION}.txt`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface TopicTaskSeed {
  name: string;
  categoryId: number;
  amount: number;
  status: TaskStatus;
  description: string;
}

interface BrandSeed {
  name: string;
  slogan: string;
  intro: string;
  /** Index into EMPLOYERS: the account that publishes the brand's tasks. */
  employer: number;
  palette: BrandPalette;
  tasks: TopicTaskSeed[];
}

const { recruiting, inProgress, completed } = TASK_STATUS;

export const BRANDS: readonly BrandSeed[] = [
  {
    name: '山茶集',
    slogan: '一杯东方茶，喝出四季山野',
    intro:
      '山茶集是一家来自云南的新式茶饮品牌，坚持用高山原叶现泡现萃。门店遍布西南十二城，我们正在寻找懂东方美学的设计师，一起打磨杯套、节气海报和门店视觉。',
    employer: 0,
    palette: { deep: '#1f4d3a', light: '#f3ead2', accent: '#d9a441' },
    tasks: [
      {
        name: '二十四节气杯套插画',
        categoryId: 1,
        amount: 12000,
        status: recruiting,
        description: '为春季六个节气各绘制一张杯套插画，风格清新，带山野与茶叶元素，需适配两种杯型。',
      },
      {
        name: '新品「雪顶岩茶」海报',
        categoryId: 6,
        amount: 4500,
        status: recruiting,
        description: '新品上市主视觉海报一张，含门店竖版与朋友圈方图两个尺寸，突出奶盖与岩茶的层次。',
      },
      {
        name: '门店外卖包装升级',
        categoryId: 2,
        amount: 18000,
        status: inProgress,
        description: '外卖纸袋、封口贴与杯托的整体升级，延续品牌绿与米色，兼顾环保材质。',
      },
      {
        name: '会员小程序吉祥物',
        categoryId: 5,
        amount: 9000,
        status: completed,
        description: '设计一只以山茶花为原型的吉祥物，含三视图与六个常用表情。',
      },
    ],
  },
  {
    name: '素颜研究所',
    slogan: '成分透明，温柔以待每一寸肌肤',
    intro:
      '素颜研究所专注敏感肌护理，所有配方公开成分与浓度。品牌视觉克制、干净，我们希望与设计师一起做出“看得见成分”的包装与内容。',
    employer: 2,
    palette: { deep: '#3b3a63', light: '#fbeff2', accent: '#f2a7b8' },
    tasks: [
      {
        name: '修护精华礼盒包装',
        categoryId: 2,
        amount: 22000,
        status: recruiting,
        description: '双十一限定礼盒，内含精华、面霜与小样，要求开箱有仪式感，印刷工艺可用烫金与击凸。',
      },
      {
        name: '成分科普长图插画',
        categoryId: 8,
        amount: 6000,
        status: recruiting,
        description: '把神经酰胺、积雪草等六种成分画成可爱的科普长图，用于小红书与详情页。',
      },
      {
        name: '品牌视觉规范手册',
        categoryId: 7,
        amount: 30000,
        status: recruiting,
        description: '梳理现有 LOGO、色彩、字体与版式，输出 40 页左右的品牌 VI 手册。',
      },
    ],
  },
  {
    name: '泡泡星球',
    slogan: '每个盲盒里，都住着一个小宇宙',
    intro:
      '泡泡星球是原创潮玩品牌，已推出八个系列盲盒。我们欢迎插画师与 IP 设计师投稿新系列，入选作品将量产并按销量分成。',
    employer: 7,
    palette: { deep: '#2b2d6e', light: '#fff4fb', accent: '#ff8fc7' },
    tasks: [
      {
        name: '「太空野餐」盲盒系列 IP',
        categoryId: 5,
        amount: 25000,
        status: recruiting,
        description: '设计 6+1 隐藏款角色，主题为太空野餐，需提供正面、侧面与背面设定图。',
      },
      {
        name: '系列包装盒与卡片',
        categoryId: 2,
        amount: 8000,
        status: recruiting,
        description: '为新系列设计盲盒外盒与收藏卡片，卡片背面为角色小故事。',
      },
      {
        name: '展会快闪店主视觉',
        categoryId: 6,
        amount: 12000,
        status: inProgress,
        description: '上海潮玩展快闪店主视觉，含背景板、地贴与手提袋延展。',
      },
      {
        name: '角色表情包一套',
        categoryId: 5,
        amount: 3000,
        status: completed,
        description: '为人气角色「泡泡」设计 16 个动态表情。',
      },
      {
        name: '儿童节限定贴纸',
        categoryId: 1,
        amount: 2000,
        status: recruiting,
        description: '一张 A5 贴纸页，约 20 个小图案，随限定款赠送。',
      },
    ],
  },
  {
    name: '纸间文具',
    slogan: '把日子写进好看的本子里',
    intro: '纸间文具做手帐本、胶带与书写工具，每季度与独立插画师联名。我们在找画风温暖、擅长小物与纹样的设计师。',
    employer: 2,
    palette: { deep: '#7a3b2e', light: '#fff8ec', accent: '#f4b860' },
    tasks: [
      {
        name: '2026 手帐本封面纹样',
        categoryId: 8,
        amount: 7000,
        status: recruiting,
        description: '四款封面纹样，分别对应春夏秋冬，可无缝拼接，用于布面烫印。',
      },
      {
        name: '和纸胶带图案设计',
        categoryId: 1,
        amount: 3500,
        status: recruiting,
        description: '六卷胶带图案，主题“城市小店”，每卷循环长度 15cm。',
      },
      {
        name: '联名钢笔礼盒',
        categoryId: 2,
        amount: 15000,
        status: completed,
        description: '与本土钢笔品牌的联名礼盒，含内托结构与说明卡。',
      },
    ],
  },
  {
    name: '禾下烘焙',
    slogan: '好麦子，慢发酵，刚出炉',
    intro:
      '禾下烘焙坚持使用国产小麦与天然酵种，在杭州有九家社区面包房。我们想为每一款面包讲好它的故事，需要包装、插画和门店物料的设计伙伴。',
    employer: 6,
    palette: { deep: '#5b3a1e', light: '#fdf3e1', accent: '#e8a33d' },
    tasks: [
      {
        name: '面包纸袋插画',
        categoryId: 1,
        amount: 5000,
        status: recruiting,
        description: '三款牛皮纸袋插画，表现麦田、发酵与出炉三个场景，单色印刷。',
      },
      {
        name: '中秋月饼礼盒',
        categoryId: 2,
        amount: 20000,
        status: inProgress,
        description: '中秋礼盒整体设计，含外盒、内托与手提袋，主题“麦田里的月亮”。',
      },
      {
        name: '门店菜单与价目牌',
        categoryId: 7,
        amount: 4000,
        status: recruiting,
        description: '统一九家门店的菜单版式与价目牌，需便于店员更换价格。',
      },
      {
        name: '品牌 LOGO 焕新',
        categoryId: 3,
        amount: 16000,
        status: recruiting,
        description: '在保留麦穗元素的前提下焕新 LOGO，提供横竖版组合与单色稿。',
      },
    ],
  },
  {
    name: '故宫文创·紫禁小铺',
    slogan: '把六百年的美，带回家',
    intro:
      '紫禁小铺是博物馆文创品牌，从馆藏文物中提炼纹样与故事，开发日用好物。我们邀请设计师参与新一季文创开发，优秀方案将在馆内商店上架。',
    employer: 5,
    palette: { deep: '#7d1d1d', light: '#fbf1dc', accent: '#d4a63c' },
    tasks: [
      {
        name: '瑞兽书签系列',
        categoryId: 1,
        amount: 8000,
        status: recruiting,
        description: '以屋脊十只瑞兽为原型设计金属书签，需线稿与上色稿。',
      },
      {
        name: '宫灯造型香薰包装',
        categoryId: 2,
        amount: 14000,
        status: recruiting,
        description: '香薰蜡烛外包装，造型取自宫灯，兼顾运输防护。',
      },
      {
        name: '新年生肖 IP 形象',
        categoryId: 5,
        amount: 26000,
        status: completed,
        description: '马年生肖 IP 形象设计，含基础形象与三个节庆动作。',
      },
      {
        name: '展览导视海报',
        categoryId: 6,
        amount: 6000,
        status: recruiting,
        description: '「纹样里的中国」特展海报与导视系统的视觉方向。',
      },
    ],
  },
];

interface ActivitySeed {
  title: string;
  tagline: string;
  intro: string;
  rules: string;
  categoryId: number;
  /** Start and end in days from the seed time. */
  startDays: number;
  endDays: number;
  tasks: { name: string; categoryId: number; amount: number; description: string }[];
}

export const ACTIVITIES: readonly ActivitySeed[] = [
  {
    title: '春日插画季',
    tagline: '画下这个春天',
    intro: '集市联合五家品牌发起的春季插画征集，主题“城市里的春天”。入选作品将用于品牌春季物料，并在首页展出一个月。',
    rules:
      '1. 仅限已认证设计师报名；\n2. 每位设计师每个任务限报名一次；\n3. 作品须为原创，不得侵犯他人权利；\n4. 活动结束后七个工作日内公布入选名单。',
    categoryId: 1,
    startDays: -60,
    endDays: -20,
    tasks: [
      { name: '春季咖啡杯插画', categoryId: 1, amount: 3000, description: '为咖啡品牌设计春季限定杯身插画。' },
      { name: '书店春日海报', categoryId: 6, amount: 2500, description: '独立书店“春日读书周”活动海报。' },
      { name: '花店包装纸纹样', categoryId: 8, amount: 2000, description: '一款可循环的花卉纹样，用于花束包装纸。' },
      { name: '民宿明信片一套', categoryId: 1, amount: 3500, description: '四张明信片，描绘民宿四周的春景。' },
    ],
  },
  {
    title: '国潮新造计划',
    tagline: '传统纹样 × 当代设计',
    intro:
      '面向全平台设计师的国潮主题活动：从传统纹样、节气与非遗技艺中取材，为品牌设计新一代的包装、IP 与海报。活动期间报名的任务由品牌方优先沟通。',
    rules:
      '1. 活动期间开放报名，截止后不再接受新报名；\n2. 每个任务由发布方从报名者中选定一位设计师；\n3. 选定后按任务预算结算，平台不收取服务费；\n4. 如有疑问请联系平台顾问。',
    categoryId: 7,
    startDays: -7,
    endDays: 21,
    tasks: [
      { name: '非遗剪纸风 LOGO', categoryId: 3, amount: 8000, description: '为茶饮新品牌设计一款剪纸风格 LOGO。' },
      { name: '节气主题礼盒', categoryId: 2, amount: 15000, description: '以立冬为主题的零食礼盒包装。' },
      {
        name: '醒狮 IP 形象',
        categoryId: 5,
        amount: 12000,
        description: '一只可爱的醒狮 IP，用于运动品牌的社群运营。',
      },
      { name: '戏曲脸谱海报', categoryId: 6, amount: 5000, description: '戏曲演出季海报，主视觉取材京剧脸谱。' },
      { name: '青花纹样丝巾', categoryId: 8, amount: 6000, description: '90cm 方巾图案，青花纹样的当代演绎。' },
    ],
  },
  {
    title: '童书绘本共创营',
    tagline: '给孩子的第一本书',
    intro:
      '与三家童书出版社合作，为 3–6 岁儿童征集原创绘本与插画。活动开始后开放报名，入选设计师将与编辑一对一打磨作品。',
    rules:
      '1. 活动开始后方可报名；\n2. 需提交至少三张绘本类作品作为参考；\n3. 绘本版权归属按任务说明约定；\n4. 出版社保留最终选择权。',
    categoryId: 4,
    startDays: 10,
    endDays: 45,
    tasks: [
      { name: '《小熊找月亮》绘本', categoryId: 4, amount: 20000, description: '32 页绘本插画，温暖的水彩风格。' },
      { name: '认知卡片插画', categoryId: 1, amount: 6000, description: '40 张动物认知卡片的插画。' },
      { name: '绘本封面设计', categoryId: 4, amount: 4000, description: '三本系列绘本的封面与书脊设计。' },
      { name: '童书展海报', categoryId: 6, amount: 3000, description: '出版社童书展展位海报。' },
    ],
  },
];

const TASK_EVENT_REMARK: Record<string, string> = {
  publish: '发布了需求',
  open: '顾问完善需求并开放报名',
  assign: '选定了设计师',
  deliver: '提交了交付稿件',
  accept: '验收通过，任务完成',
};

/** The events a task in `status` has been through (docs/decisions/010), oldest first. */
function eventsFor(status: TaskStatus): { action: string; from: TaskStatus | null; to: TaskStatus }[] {
  const steps: { action: string; from: TaskStatus | null; to: TaskStatus }[] = [
    { action: 'publish', from: null, to: TASK_STATUS.pending },
    { action: 'open', from: TASK_STATUS.pending, to: TASK_STATUS.recruiting },
  ];
  if (status === TASK_STATUS.recruiting) return steps;
  steps.push({ action: 'assign', from: TASK_STATUS.recruiting, to: TASK_STATUS.inProgress });
  if (status === TASK_STATUS.inProgress) return steps;
  steps.push(
    { action: 'deliver', from: TASK_STATUS.inProgress, to: TASK_STATUS.delivered },
    { action: 'accept', from: TASK_STATUS.delivered, to: TASK_STATUS.completed },
  );
  return steps;
}

interface SeedTask {
  row: Insertable<Database['tasks']>;
  applicants: number[];
  hired: number | null;
  employerId: number;
}

/** Writes brands, campaigns and their tasks once; true when it wrote them now. Needs the base seed's users. */
export async function seedBrands(
  db: Db,
  storage: LocalStorage,
  font: () => Promise<Font>,
  now: Date = new Date(),
): Promise<boolean> {
  const marked = await seeded(db, SEED_KEY);
  const artPresent = (await storage.stat(ART_MARKER)) !== null;
  if (marked && artPresent) return false;
  const firstEmployer = DESIGNER_NAMES.length + 1;
  const employers = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', firstEmployer)
    .where('is_designer', '=', false)
    .executeTakeFirst();
  if (!employers) return false;

  // The art only when it is missing: the font and the drawing are most of this step's time.
  if (!artPresent) await writeBrandArt(storage, await font());
  if (marked) return false;
  const rng = new Rng(20_261_124);

  // Designer 1 (the demo designer) is left out of seeded applications: a demo starts with nothing applied.
  const designers = DESIGNER_NAMES.map((_, i) => i + 1).filter((id) => id !== 1);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    return insertAll(trx, rng, designers, firstEmployer, now, at);
  });
}

/** Writes `brandArt` and the marker that says it is complete. */
export async function writeBrandArt(storage: LocalStorage, font: Font): Promise<void> {
  const files = brandArt(font);
  for (const [key, svg] of files) await storage.put(key, svg);
  await storage.put(ART_MARKER, `${files.size}\n`);
}

/** Storage key → SVG of every brand logo, banner, campaign cover and task cover (deterministic). */
export function brandArt(font: Font): Map<string, string> {
  const rng = new Rng(20_261_123);
  const files = new Map<string, string>();
  BRANDS.forEach((b, i) => {
    files.set(`brands/${i + 1}-logo.svg`, brandLogoArt(b.name, b.palette, font));
    files.set(`brands/${i + 1}-banner.svg`, brandBannerArt(b.palette, rng.fork(100 + i)));
    b.tasks.forEach((t, k) =>
      files.set(
        `brands/${i + 1}-task-${k + 1}.svg`,
        categoryArt(t.categoryId, '4:3', rng.fork(200 + i * 10 + k), font, t.name).svg,
      ),
    );
  });
  ACTIVITIES.forEach((a, i) => {
    files.set(`activities/${i + 1}.svg`, activityCoverArt(a.title, a.tagline, a.categoryId, rng.fork(300 + i), font));
    a.tasks.forEach((t, k) =>
      files.set(
        `activities/${i + 1}-task-${k + 1}.svg`,
        categoryArt(t.categoryId, '4:3', rng.fork(400 + i * 10 + k), font, t.name).svg,
      ),
    );
  });
  return files;
}

async function insertAll(
  trx: Db,
  rng: Rng,
  designers: number[],
  firstEmployer: number,
  now: Date,
  at: (msAgo: number) => Date,
): Promise<boolean> {
  {
    const tasks: SeedTask[] = [];
    for (const [i, b] of BRANDS.entries()) {
      const { brand_id: brandId } = await trx
        .insertInto('brands')
        .values({
          brand_name: b.name,
          logo: imageUrlOf(`brands/${i + 1}-logo.svg`),
          banner: imageUrlOf(`brands/${i + 1}-banner.svg`),
          slogan: b.slogan,
          intro: b.intro,
          sort: i + 1,
          created_at: at((40 - i) * DAY),
        })
        .returning('brand_id')
        .executeTakeFirstOrThrow();
      const employerId = firstEmployer + (b.employer % EMPLOYERS.length);
      b.tasks.forEach((t, k) => {
        const r = rng.fork(1_000 + i * 10 + k);
        const maxApply = r.pick([5, 8, 10, 12, 20]);
        const open = t.status === TASK_STATUS.recruiting;
        const applicants = r
          .shuffle(designers)
          .slice(0, open ? r.int(1, Math.min(maxApply - 2, 7)) : r.int(2, Math.min(maxApply, 6)));
        const created = at((30 - i * 3 - k) * DAY - r.int(0, 20) * HOUR);
        tasks.push({
          employerId,
          applicants,
          hired: open ? null : applicants[0]!,
          row: {
            employer_id: employerId,
            task_name: t.name,
            description: t.description,
            cover: imageUrlOf(`brands/${i + 1}-task-${k + 1}.svg`),
            task_status: t.status,
            category_id: t.categoryId,
            task_properties: TASK_PROPERTIES.normal,
            task_amount: t.amount,
            max_order_apply_count: maxApply,
            created_at: created,
            task_kind: TASK_KIND.topic,
            brand_id: brandId,
            deadline: open ? new Date(now.getTime() + r.int(10, 40) * DAY) : new Date(created.getTime() + 30 * DAY),
            hired_designer_id: open ? null : applicants[0]!,
            source_address: `/brand/${brandId}`,
          },
        });
      });
    }

    for (const [i, a] of ACTIVITIES.entries()) {
      const startAt = new Date(now.getTime() + a.startDays * DAY);
      const endAt = new Date(now.getTime() + a.endDays * DAY);
      const { activity_id: activityId } = await trx
        .insertInto('activities')
        .values({
          title: a.title,
          cover: imageUrlOf(`activities/${i + 1}.svg`),
          intro: a.intro,
          rules: a.rules,
          start_at: startAt,
          end_at: endAt,
          created_at: new Date(startAt.getTime() - 5 * DAY),
        })
        .returning('activity_id')
        .executeTakeFirstOrThrow();
      const finished = a.endDays < 0;
      const upcoming = a.startDays > 0;
      a.tasks.forEach((t, k) => {
        const r = rng.fork(2_000 + i * 10 + k);
        const employerId = firstEmployer + r.int(0, EMPLOYERS.length - 1);
        // A finished campaign's tasks were all assigned (half of them delivered); an upcoming one's are open
        // without applicants yet; a running one's are open with a few, one already assigned.
        const status = finished
          ? k % 2 === 0
            ? TASK_STATUS.completed
            : TASK_STATUS.inProgress
          : !upcoming && k === 0
            ? TASK_STATUS.inProgress
            : TASK_STATUS.recruiting;
        const open = status === TASK_STATUS.recruiting;
        const maxApply = r.pick([5, 8, 10, 15]);
        const applicants = upcoming ? [] : r.shuffle(designers).slice(0, r.int(2, Math.min(maxApply - 1, 6)));
        const created = new Date(startAt.getTime() - r.int(1, 4) * DAY);
        tasks.push({
          employerId,
          applicants,
          hired: open ? null : applicants[0]!,
          row: {
            employer_id: employerId,
            task_name: t.name,
            description: t.description,
            cover: imageUrlOf(`activities/${i + 1}-task-${k + 1}.svg`),
            task_status: status,
            category_id: t.categoryId,
            task_properties: TASK_PROPERTIES.normal,
            task_amount: t.amount,
            max_order_apply_count: maxApply,
            created_at: created,
            task_kind: TASK_KIND.activity,
            activity_id: activityId,
            deadline: endAt,
            hired_designer_id: open ? null : applicants[0]!,
            source_address: `/activity/${activityId}`,
          },
        });
      });
    }

    for (const t of tasks) {
      const { order_id: orderId } = await trx
        .insertInto('tasks')
        .values(t.row)
        .returning('order_id')
        .executeTakeFirstOrThrow();
      const created = new Date(t.row.created_at as Date);
      const events = eventsFor(t.row.task_status);
      await trx
        .insertInto('task_events')
        .values(
          events.map((e, n) => ({
            order_id: orderId,
            action: e.action,
            from_status: e.from,
            to_status: e.to,
            // 'open' is the consultant's (no operator account in this step); the rest by their side.
            actor_id: e.action === 'open' ? null : e.action === 'deliver' ? t.hired : t.employerId,
            remark: TASK_EVENT_REMARK[e.action] ?? '',
            created_at: new Date(created.getTime() + n * (n < 2 ? HOUR : 3 * DAY)),
          })),
        )
        .execute();
      if (t.applicants.length)
        await trx
          .insertInto('task_applications')
          .values(
            t.applicants.map((userId, n) => ({
              order_id: orderId,
              user_id: userId,
              status:
                t.hired === null
                  ? APPLICATION_STATUS.applied
                  : userId === t.hired
                    ? APPLICATION_STATUS.hired
                    : APPLICATION_STATUS.notChosen,
              created_at: new Date(created.getTime() + (2 + n) * HOUR),
            })),
          )
          .execute();
    }
    return true;
  }
}

/**
 * Task stories (issue 7) on top of the base seed, idempotent (its own `app_meta` marker) and applied to
 * databases seeded before tasks had a lifecycle too:
 * - the consultant: an operator account, mobile 13600000000 (SMS login), nick 平台顾问·小安;
 * - the base seed's tasks get what their status implies: task_events from publish to their status (so the
 *   timelines show real dates), a deadline, the hired designer on 进行中/已完成 tasks (the others who
 *   applied 未录用), attachments (brief images; drafts and delivery for completed ones);
 * - the demo employer 茶颜小馆 (user 49) gets one task in every status: two 待沟通 (with follow-ups on the
 *   consultant's desk), two 招募中 (one with three applicants to assign, one with a free slot and no
 *   application by 林小鹿), a 进行中 one where 林小鹿 (user 1) is hired, a 待验收, a 已完成 and a 已关闭 one.
 * Attachments reuse the base seed's generated art (works/N-1.svg, tasks/N.svg).
 */
import type { Insertable } from 'kysely';
import {
  APPLICATION_STATUS,
  FOLLOW_UP_STATUS,
  SOURCE_CHANNEL,
  TASK_ATTACHMENT_KIND,
  TASK_KIND,
  TASK_PROPERTIES,
  TASK_STATUS,
  type TaskStatus,
} from '@bazaar/domain/constants';
import { imageUrlOf } from '../../services/storage/local-storage';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from './accounts';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-tasks';
const SEED_VERSION = '1';

export const DEMO_OPERATOR = { mobile: '13600000000', nickName: '平台顾问·小安' } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The base seed's fixed "now" (seed/index.ts); the demo employer's tasks are the newest. */
const SEED_NOW = Date.parse('2025-11-01T10:00:00+08:00');
/** Seed art files are small SVGs; this is their typical size (the seed does not read them back). */
const ART_SIZE = 18_000;

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

interface Story {
  name: string;
  description: string;
  status: TaskStatus;
  categoryId: number;
  amount: number;
  maxApply: number;
  /** Hours before SEED_NOW + 3 days (the newest first). */
  ageHours: number;
  applicants: number[];
  hired?: number;
  designated?: number;
  closeReason?: string;
  note?: string;
  /**
   * Issue 25: completed this many days before the seeding day instead of at SEED_NOW's dates, so its
   * 14-day review window is open in a fresh demo (the review form on its page).
   */
  completedDaysBeforeSeeding?: number;
}

const DEMO_STORIES: Story[] = [
  {
    name: '奶茶杯套插画设计',
    description: '',
    status: TASK_STATUS.pending,
    categoryId: 1,
    amount: 3000,
    maxApply: 10,
    ageHours: 2,
    applicants: [],
  },
  {
    name: '门店外卖包装袋设计',
    description: '',
    status: TASK_STATUS.pending,
    categoryId: 4,
    amount: 5000,
    maxApply: 10,
    ageHours: 5,
    applicants: [],
    designated: 3,
    note: '已电话沟通：希望沿用现有品牌色，周五前给出方向。',
  },
  {
    name: '秋冬新品海报设计',
    description:
      '为茶饮秋冬新品（桂花乌龙、栗子拿铁）设计一套门店海报，竖版 60×90cm 与朋友圈方图各一版，温暖、有季节感。',
    status: TASK_STATUS.recruiting,
    categoryId: 5,
    amount: 4500,
    maxApply: 10,
    ageHours: 20,
    applicants: [2, 3, 4],
  },
  {
    name: '门店菜单排版设计',
    description: '现有菜单 40 款饮品重新排版，A3 双面，需要清晰的分区与价格层级，附少量手绘装饰。',
    status: TASK_STATUS.recruiting,
    categoryId: 8,
    amount: 2000,
    maxApply: 8,
    ageHours: 26,
    applicants: [5],
  },
  {
    name: '品牌IP形象设计',
    description: '为茶颜小馆设计一个可延展的吉祥物形象：三视图、六个常用表情，用于杯身、周边与小程序。',
    status: TASK_STATUS.inProgress,
    categoryId: 2,
    amount: 12000,
    maxApply: 10,
    ageHours: 24 * 9,
    applicants: [DEMO_DESIGNER.userId, 6, 9],
    hired: DEMO_DESIGNER.userId,
  },
  {
    name: '会员卡视觉设计',
    description: '实体会员卡与电子卡面各一版，金卡、银卡两个等级，风格简约。',
    status: TASK_STATUS.delivered,
    categoryId: 3,
    amount: 3500,
    maxApply: 5,
    ageHours: 24 * 14,
    applicants: [7, 10],
    hired: 7,
  },
  {
    name: '夏季限定饮品主视觉',
    description: '夏季限定「青提茉莉」主视觉，含海报、灯箱与外卖平台头图。',
    status: TASK_STATUS.completed,
    categoryId: 5,
    amount: 6000,
    maxApply: 10,
    ageHours: 24 * 40,
    applicants: [8, 11, 12],
    hired: 8,
  },
  // Issue 25: 林小鹿's finished work for 茶颜小馆 — two reviewed long ago (seed/reviews.ts), one finished
  // yesterday that neither side has reviewed yet (the review form in the demo).
  {
    name: '春季新品杯身插画',
    description: '春季限定「樱花白桃」杯身插画两款，清新柔和，适配 500ml 与 700ml 杯型。',
    status: TASK_STATUS.completed,
    categoryId: 1,
    amount: 3800,
    maxApply: 10,
    ageHours: 24 * 120,
    applicants: [DEMO_DESIGNER.userId, 14],
    hired: DEMO_DESIGNER.userId,
  },
  {
    name: '小程序点单页插画',
    description: '小程序首页与点单页的插画头图三张，延续品牌手绘风格。',
    status: TASK_STATUS.completed,
    categoryId: 1,
    amount: 2600,
    maxApply: 10,
    ageHours: 24 * 75,
    applicants: [DEMO_DESIGNER.userId],
    hired: DEMO_DESIGNER.userId,
  },
  {
    name: '门店手绘墙绘设计',
    description: '新店入口墙面手绘图案设计（3m×2.4m），茶园与城市街景结合，提供施工稿。',
    status: TASK_STATUS.completed,
    categoryId: 1,
    amount: 5200,
    maxApply: 10,
    ageHours: 0,
    applicants: [DEMO_DESIGNER.userId, 15, 16],
    hired: DEMO_DESIGNER.userId,
    completedDaysBeforeSeeding: 1,
  },
  {
    name: '周年庆活动物料设计',
    description: '三周年店庆：易拉宝、桌贴、代金券。',
    status: TASK_STATUS.closed,
    categoryId: 4,
    amount: 2500,
    maxApply: 10,
    ageHours: 24 * 30,
    applicants: [13],
    closeReason: '活动取消，暂不需要了',
  },
];

interface Ev {
  action: string;
  from: TaskStatus | null;
  to: TaskStatus;
  actor: number | null;
  remark: string;
  at: Date;
}

/** The events of a task that reached `status` (created at `created`), hired `hired`, closed from 招募中. */
function storyEvents(
  status: TaskStatus,
  created: number,
  employerId: number,
  operatorId: number,
  hired: { id: number; name: string } | null,
  closeReason: string | null,
): Ev[] {
  const S = TASK_STATUS;
  const ev = (
    action: string,
    from: TaskStatus | null,
    to: TaskStatus,
    actor: number | null,
    remark: string,
    at: number,
  ) => ({
    action,
    from,
    to,
    actor,
    remark,
    at: new Date(at),
  });
  const out: Ev[] = [ev('publish', null, S.pending, employerId, '', created)];
  if (status === S.pending) return out;
  if (status === S.closed) {
    out.push(ev('open', S.pending, S.recruiting, operatorId, '', created + 20 * HOUR));
    out.push(ev('close', S.recruiting, S.closed, employerId, closeReason ?? '', created + 3 * DAY));
    return out;
  }
  out.push(ev('open', S.pending, S.recruiting, operatorId, '', created + 20 * HOUR));
  if (status === S.recruiting) return out;
  out.push(ev('assign', S.recruiting, S.inProgress, employerId, hired?.name ?? '', created + 3 * DAY));
  if (status === S.inProgress) return out;
  out.push(ev('deliver', S.inProgress, S.delivered, hired?.id ?? null, '', created + 10 * DAY));
  if (status === S.delivered) return out;
  out.push(ev('accept', S.delivered, S.completed, employerId, '', created + 12 * DAY));
  return out;
}

/**
 * Writes the task stories once; true when it wrote them now. Needs the base seed's users and tasks.
 * Dates come from the fixed SEED_NOW, except the deadlines of tasks still recruiting: those lie 10 to 39
 * days after `now` (the day the database is seeded), as brands.ts does for topic tasks, so a fresh demo's
 * open tasks can be applied to (applications close after the deadline's day, `isPastDeadline`).
 */
export async function seedTasks(db: Db, now: Date = new Date()): Promise<boolean> {
  const openDeadline = (orderId: number) => new Date(now.getTime() + (10 + ((orderId * 7) % 30)) * DAY);
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

    // — The consultant
    await trx
      .insertInto('users')
      .values({
        mobile: DEMO_OPERATOR.mobile,
        nick_name: DEMO_OPERATOR.nickName,
        password_hash: null,
        is_designer: false,
        is_operator: true,
        whether_to_read_note: 1,
        created_at: new Date(SEED_NOW - 800 * DAY),
      })
      .onConflict((oc) => oc.column('mobile').doUpdateSet({ is_operator: true }))
      .execute();
    const operator = await trx
      .selectFrom('users')
      .select('user_id')
      .where('mobile', '=', DEMO_OPERATOR.mobile)
      .executeTakeFirstOrThrow();
    const operatorId = operator.user_id;
    const names = new Map(
      (await trx.selectFrom('users').select(['user_id', 'nick_name']).execute()).map((u) => [
        u.user_id,
        u.nick_name ?? '',
      ]),
    );

    const events: Rows<'task_events'> = [];
    const attachments: Rows<'task_attachments'> = [];
    const followUps: Rows<'task_follow_ups'> = [];
    const pushEvents = (orderId: number, list: Ev[]) =>
      list.forEach((e) =>
        events.push({
          order_id: orderId,
          action: e.action,
          from_status: e.from,
          to_status: e.to,
          actor_id: e.actor,
          remark: e.remark,
          created_at: e.at,
        }),
      );
    const art = (orderId: number, n: number) => imageUrlOf(`works/${((orderId * 7 + n * 13) % 320) + 1}-1.svg`);
    const pushAttachments = (
      orderId: number,
      status: TaskStatus,
      employerId: number,
      hired: number | null,
      created: number,
    ) => {
      attachments.push({
        order_id: orderId,
        user_id: employerId,
        uploader_role: 'employer',
        kind: TASK_ATTACHMENT_KIND.brief,
        file_name: '参考图.svg',
        url: art(orderId, 0),
        mime_type: 'image/svg+xml',
        size: ART_SIZE,
        created_at: new Date(created + HOUR),
      });
      if (hired === null) return;
      const reached = [TASK_STATUS.inProgress, TASK_STATUS.delivered, TASK_STATUS.completed] as number[];
      if (!reached.includes(status)) return;
      attachments.push({
        order_id: orderId,
        user_id: hired,
        uploader_role: 'designer',
        kind: TASK_ATTACHMENT_KIND.draft,
        file_name: '初稿.svg',
        url: art(orderId, 1),
        mime_type: 'image/svg+xml',
        size: ART_SIZE,
        created_at: new Date(created + 6 * DAY),
      });
      if (status === TASK_STATUS.inProgress) return;
      attachments.push({
        order_id: orderId,
        user_id: hired,
        uploader_role: 'designer',
        kind: TASK_ATTACHMENT_KIND.delivery,
        file_name: '终稿.svg',
        url: art(orderId, 2),
        mime_type: 'image/svg+xml',
        size: ART_SIZE,
        created_at: new Date(created + 10 * DAY - HOUR),
      });
    };

    // — The base seed's tasks: hired designers, deadlines, events, attachments
    const base = await trx
      .selectFrom('tasks')
      .select(['order_id', 'employer_id', 'task_status', 'created_at', 'max_order_apply_count'])
      .where('task_kind', '=', TASK_KIND.normal)
      .orderBy('order_id')
      .execute();
    const apps = await trx.selectFrom('task_applications').select(['order_id', 'user_id', 'status']).execute();
    for (const t of base) {
      const created = new Date(t.created_at).getTime();
      const mine = apps.filter((a) => a.order_id === t.order_id);
      const needsHire = t.task_status === TASK_STATUS.inProgress || t.task_status === TASK_STATUS.completed;
      let hired = mine.find((a) => a.status === APPLICATION_STATUS.hired)?.user_id ?? null;
      if (needsHire && hired === null) {
        hired = ((t.order_id * 7) % 48) + 1;
        if (mine.some((a) => a.user_id === hired)) {
          await trx
            .updateTable('task_applications')
            .set({ status: APPLICATION_STATUS.hired })
            .where('order_id', '=', t.order_id)
            .where('user_id', '=', hired)
            .execute();
        } else {
          await trx
            .insertInto('task_applications')
            .values({
              order_id: t.order_id,
              user_id: hired,
              status: APPLICATION_STATUS.hired,
              created_at: new Date(created + 10 * HOUR),
            })
            .execute();
        }
      }
      if (needsHire || t.task_status === TASK_STATUS.closed) {
        // The others were not chosen (or the task closed while they waited).
        await trx
          .updateTable('task_applications')
          .set({ status: APPLICATION_STATUS.notChosen })
          .where('order_id', '=', t.order_id)
          .where('status', '=', APPLICATION_STATUS.applied)
          .execute();
      }
      await trx
        .updateTable('tasks')
        .set({
          hired_designer_id: needsHire ? hired : null,
          deadline: t.task_status === TASK_STATUS.recruiting ? openDeadline(t.order_id) : new Date(created + 30 * DAY),
          close_reason: t.task_status === TASK_STATUS.closed ? '需求有变，暂不需要了' : null,
          updated_at: new Date(created + 12 * DAY),
        })
        .where('order_id', '=', t.order_id)
        .execute();
      const hiredRef = needsHire && hired !== null ? { id: hired, name: names.get(hired) ?? '' } : null;
      pushEvents(
        t.order_id,
        storyEvents(t.task_status, created, t.employer_id, operatorId, hiredRef, '需求有变，暂不需要了'),
      );
      pushAttachments(t.order_id, t.task_status, t.employer_id, needsHire ? hired : null, created);
    }

    // — The demo employer's stories (the newest tasks of the hall)
    for (const [i, s] of DEMO_STORIES.entries()) {
      // storyEvents accepts 12 days after creation.
      const created =
        s.completedDaysBeforeSeeding === undefined
          ? SEED_NOW + 3 * DAY - s.ageHours * HOUR
          : now.getTime() - (12 + s.completedDaysBeforeSeeding) * DAY;
      const opened = s.status !== TASK_STATUS.pending;
      const inserted = await trx
        .insertInto('tasks')
        .values({
          employer_id: DEMO_EMPLOYER.userId,
          task_name: s.name,
          description: s.description,
          cover: opened ? imageUrlOf(`works/${((i * 37) % 320) + 1}-1.svg`) : null,
          task_status: s.status,
          category_id: opened ? s.categoryId : null,
          task_properties: TASK_PROPERTIES.normal,
          task_amount: s.amount,
          max_order_apply_count: s.maxApply,
          created_at: new Date(created),
          task_kind: TASK_KIND.normal,
          deadline: !opened
            ? null
            : s.status === TASK_STATUS.recruiting
              ? openDeadline(i)
              : new Date(created + 30 * DAY),
          designated_designer_id: s.designated ?? null,
          hired_designer_id: s.hired ?? null,
          close_reason: s.closeReason ?? null,
          source_address: '/',
          source_channel: SOURCE_CHANNEL,
          source_type: 10111010,
          updated_at: new Date(created),
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      const orderId = inserted.order_id;
      const hired = s.hired ? { id: s.hired, name: names.get(s.hired) ?? '' } : null;
      pushEvents(
        orderId,
        storyEvents(s.status, created, DEMO_EMPLOYER.userId, operatorId, hired, s.closeReason ?? null),
      );
      if (opened) pushAttachments(orderId, s.status, DEMO_EMPLOYER.userId, s.hired ?? null, created);
      if (s.applicants.length > 0) {
        await trx
          .insertInto('task_applications')
          .values(
            s.applicants.map((userId, k) => ({
              order_id: orderId,
              user_id: userId,
              status:
                s.hired === userId
                  ? APPLICATION_STATUS.hired
                  : s.hired !== undefined || s.status === TASK_STATUS.closed
                    ? APPLICATION_STATUS.notChosen
                    : APPLICATION_STATUS.applied,
              created_at: new Date(created + (21 + k * 3) * HOUR),
            })),
          )
          .execute();
      }
      followUps.push({
        order_id: orderId,
        follow_status: opened ? FOLLOW_UP_STATUS.done : FOLLOW_UP_STATUS.open,
        note: s.note ?? (opened ? '已与雇主确认需求并开放报名。' : ''),
        operator_id: opened || s.note ? operatorId : null,
        updated_at: new Date(created + (opened ? 20 * HOUR : HOUR)),
      });
    }
    // A quick publish of another employer waits on the desk too.
    const other = await trx
      .insertInto('tasks')
      .values({
        employer_id: DEMO_EMPLOYER.userId + 3,
        task_name: '宠物店logo设计',
        description: '',
        cover: null,
        task_status: TASK_STATUS.pending,
        category_id: null,
        task_properties: TASK_PROPERTIES.normal,
        task_amount: 1500,
        max_order_apply_count: 10,
        created_at: new Date(SEED_NOW + 3 * DAY - 8 * HOUR),
        task_kind: TASK_KIND.normal,
        source_address: '/designer',
        source_channel: SOURCE_CHANNEL,
        source_type: 10111020,
        updated_at: new Date(SEED_NOW + 3 * DAY - 8 * HOUR),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    pushEvents(
      other.order_id,
      storyEvents(TASK_STATUS.pending, SEED_NOW + 3 * DAY - 8 * HOUR, DEMO_EMPLOYER.userId + 3, operatorId, null, null),
    );
    followUps.push({
      order_id: other.order_id,
      follow_status: FOLLOW_UP_STATUS.open,
      note: '',
      operator_id: null,
      updated_at: new Date(SEED_NOW + 3 * DAY - 8 * HOUR),
    });

    for (let i = 0; i < events.length; i += 400) {
      await trx
        .insertInto('task_events')
        .values(events.slice(i, i + 400))
        .execute();
    }
    for (let i = 0; i < attachments.length; i += 400) {
      await trx
        .insertInto('task_attachments')
        .values(attachments.slice(i, i + 400))
        .execute();
    }
    await trx.insertInto('task_follow_ups').values(followUps).execute();
    return true;
  });
}

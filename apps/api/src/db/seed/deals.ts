/**
 * Revisions and disputes (issue 25) on top of the money stories, idempotent (its own `app_meta` marker):
 * - every 待验收 task gets its delivery time (auto-acceptance counts 7 days from it): a day before seeding;
 * - 茶颜小馆's 外卖杯套插画设计 with 林小鹿: delivered, sent back once (第 1/3 轮), delivered again the
 *   day before seeding — 待验收 with two revision rounds left and the auto-acceptance date on its page;
 * - 茶颜小馆's 新春礼盒包装设计 with designer 6: a dispute the employer opened on the delivery, decided by
 *   the consultant as a split (¥5,000 to the designer, ¥3,000 back), so the console's 已裁决 list and the
 *   task page show a decision. Money moves through the api's own `splitEscrow`, as a decision moves it.
 */
import {
  APPLICATION_STATUS,
  SOURCE_CHANNEL,
  TASK_ATTACHMENT_KIND,
  TASK_KIND,
  TASK_PROPERTIES,
  TASK_STATUS,
  type TaskStatus,
} from '@bazaar/domain/constants';
import { splitEscrow } from '../../modules/billing/escrow';
import { imageUrlOf } from '../../services/storage/local-storage';
import type { Db, Tx } from '../database';
import { transact } from '../transact';
import { DEMO_DESIGNER, DEMO_EMPLOYER } from './accounts';
import { claimSeed, seeded } from './marker';
import { payIn } from './money';
import { DEMO_OPERATOR } from './tasks';

const SEED_KEY = 'seed-deals';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const SEED_REVISED_TASK = '外卖杯套插画设计';
export const SEED_DISPUTED_TASK = '新春礼盒包装设计';
const DISPUTE_DESIGNER = 6;
const S = TASK_STATUS;

interface Story {
  name: string;
  description: string;
  amount: number;
  designerId: number;
  status: TaskStatus;
  events: [
    action: string,
    from: TaskStatus | null,
    to: TaskStatus,
    by: 'employer' | 'designer' | 'operator',
    remark: string,
    daysAgo: number,
  ][];
}

async function insertStory(trx: Tx, s: Story, now: number, operatorId: number, art: number): Promise<number> {
  const created = now - 14 * DAY;
  const { order_id } = await trx
    .insertInto('tasks')
    .values({
      employer_id: DEMO_EMPLOYER.userId,
      task_name: s.name,
      description: s.description,
      cover: imageUrlOf(`works/${art}-1.svg`),
      task_status: s.status,
      category_id: 1,
      task_properties: TASK_PROPERTIES.normal,
      task_amount: s.amount,
      max_order_apply_count: 5,
      created_at: new Date(created),
      task_kind: TASK_KIND.normal,
      deadline: new Date(now + 20 * DAY),
      designated_designer_id: null,
      hired_designer_id: s.designerId,
      close_reason: null,
      source_address: '/',
      source_channel: SOURCE_CHANNEL,
      source_type: 10111010,
      updated_at: new Date(now - DAY),
      delivered_at: s.status === S.delivered ? new Date(now - DAY) : null,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const actor = { employer: DEMO_EMPLOYER.userId, designer: s.designerId, operator: operatorId };
  await trx
    .insertInto('task_events')
    .values(
      s.events.map(([action, from, to, by, remark, daysAgo]) => ({
        order_id,
        action,
        from_status: from,
        to_status: to,
        actor_id: actor[by],
        remark,
        created_at: new Date(now - daysAgo * DAY),
      })),
    )
    .execute();
  await trx
    .insertInto('task_applications')
    .values({
      order_id,
      user_id: s.designerId,
      status: APPLICATION_STATUS.hired,
      created_at: new Date(created + DAY),
    })
    .execute();
  await trx
    .insertInto('task_attachments')
    .values(
      [
        [DEMO_EMPLOYER.userId, 'employer', TASK_ATTACHMENT_KIND.brief, '参考图.svg', art + 1, 13],
        [s.designerId, 'designer', TASK_ATTACHMENT_KIND.delivery, '交付稿-第1版.svg', art + 2, 5],
        [s.designerId, 'designer', TASK_ATTACHMENT_KIND.delivery, '交付稿-第2版.svg', art + 3, 1.2],
      ].map(([userId, role, kind, fileName, n, daysAgo]) => ({
        order_id,
        user_id: userId as number,
        uploader_role: role as 'employer' | 'designer',
        kind: kind as number,
        file_name: fileName as string,
        url: imageUrlOf(`works/${((n as number) % 320) + 1}-1.svg`),
        mime_type: 'image/svg+xml',
        size: 18_000,
        created_at: new Date(now - (daysAgo as number) * DAY),
      })),
    )
    .execute();
  return order_id;
}

/** Writes the deal stories once; true when it wrote them now. Needs the money stories. */
export async function seedDeals(db: Db, nowDate: Date): Promise<boolean> {
  if (await seeded(db, SEED_KEY)) return false;
  if (!(await seeded(db, 'seed-money'))) return false;
  const now = nowDate.getTime();
  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, '1'))) return false;
    const operator = await trx
      .selectFrom('users')
      .select('user_id')
      .where('mobile', '=', DEMO_OPERATOR.mobile)
      .executeTakeFirstOrThrow();
    const operatorId = operator.user_id;
    await trx
      .updateTable('tasks')
      .set({ delivered_at: new Date(now - DAY) })
      .where('task_status', '=', S.delivered)
      .where('delivered_at', 'is', null)
      .execute();

    // — 待验收 after one revision round, 林小鹿's.
    const revision = '杯套上的插画再缩小一些，主色换成品牌的茶青色，字体与菜单保持一致';
    const revised = await insertStory(
      trx,
      {
        name: SEED_REVISED_TASK,
        description: '外卖杯套一套三款插画，延续品牌IP形象，印刷尺寸 240×90mm，需提供分层源文件。',
        amount: 5000,
        designerId: DEMO_DESIGNER.userId,
        status: S.delivered,
        events: [
          ['publish', null, S.pending, 'employer', '', 14],
          ['open', S.pending, S.recruiting, 'operator', '', 13],
          ['assign', S.recruiting, S.inProgress, 'employer', '林小鹿', 11],
          ['deliver', S.inProgress, S.delivered, 'designer', '', 5],
          ['revise', S.delivered, S.inProgress, 'employer', revision, 4],
          ['deliver', S.inProgress, S.delivered, 'designer', '', 1],
        ],
      },
      now,
      operatorId,
      41,
    );
    await payIn(
      trx,
      { order_id: revised, task_name: SEED_REVISED_TASK, employer_id: DEMO_EMPLOYER.userId },
      500_000,
      new Date(now - 11 * DAY - HOUR),
    );

    // — A decided dispute (a split), for the console's list and the task page.
    const decision =
      '双方确认交付稿已完成主体设计，但礼盒内衬与侧面图案未按需求交付。平台裁决：设计师获得 ¥5,000.00，其余 ¥3,000.00 退回雇主。';
    const summary = '纠纷裁决：按金额分配（设计师 ¥5,000.00，雇主退回 ¥3,000.00）';
    const reason = '交付稿缺少礼盒内衬和侧面图案，与需求说明不符，沟通两次后设计师不愿继续修改';
    const disputed = await insertStory(
      trx,
      {
        name: SEED_DISPUTED_TASK,
        description: '新春礼盒外盒、内衬与手提袋包装设计，红金配色，需提供印刷文件。',
        amount: 8000,
        designerId: DISPUTE_DESIGNER,
        status: S.completed,
        events: [
          ['publish', null, S.pending, 'employer', '', 14],
          ['open', S.pending, S.recruiting, 'operator', '', 13],
          ['assign', S.recruiting, S.inProgress, 'employer', '', 11],
          ['deliver', S.inProgress, S.delivered, 'designer', '', 5],
          ['dispute', S.delivered, S.delivered, 'employer', reason, 4],
          ['settle', S.delivered, S.completed, 'operator', summary, 2],
        ],
      },
      now,
      operatorId,
      77,
    );
    const task = { order_id: disputed, task_name: SEED_DISPUTED_TASK, employer_id: DEMO_EMPLOYER.userId };
    await payIn(trx, task, 800_000, new Date(now - 11 * DAY - HOUR));
    await splitEscrow(trx, task, {
      designerId: DISPUTE_DESIGNER,
      designerFen: 500_000,
      held: 800_000,
      now: new Date(now - 2 * DAY),
    });
    await trx
      .insertInto('task_disputes')
      .values({
        order_id: disputed,
        opened_by: DEMO_EMPLOYER.userId,
        opener_role: 'employer',
        reason,
        evidence: JSON.stringify({
          text: '需求说明第 3 条写明需要内衬与侧面图案；交付的压缩包中只有外盒正面。',
          attachmentIds: [],
        }),
        task_status_at_open: S.delivered,
        escrow_fen: 800_000,
        status: 'decided',
        decision: 'split',
        designer_fen: 500_000,
        employer_fen: 300_000,
        decision_text: decision,
        decided_by: operatorId,
        created_at: new Date(now - 4 * DAY),
        decided_at: new Date(now - 2 * DAY),
      })
      .execute();
    return true;
  });
}

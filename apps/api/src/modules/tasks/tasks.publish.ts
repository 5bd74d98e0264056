/**
 * Quick publish (task/pubTaskEmploy, docs/product.md §4/§5, issue 7): one sentence and a budget make a 待沟通 task,
 * a 'publish' event and a follow-up item on the consultant's desk. A designerId makes it a direct hire
 * (only that designer may apply once it opens). At most TASK_PUBLISH_PER_HOUR per user in a rolling hour,
 * counted in the database (the publish events) under a lock on the user's row.
 */
import { fenToYuanText, type TaskEmployForm } from '@bazaar/domain/rules';
import {
  FOLLOW_UP_STATUS,
  TASK_KIND,
  TASK_PROPERTIES,
  TASK_PUBLISH_PER_HOUR,
  TASK_STATUS,
} from '@bazaar/domain/constants';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { lockUser } from '../account/users.repository';
import { existingDesignerIds } from '../designers/designer-profiles.repository';
import * as changes from './tasks.lifecycle.repository';

export const PUBLISH_MESSAGES = {
  selfAssign: '不能给自己指派任务',
  noDesigner: '指定的设计师不存在',
  tooMany: '发布任务过于频繁，请稍后再试',
} as const;

export const DEFAULT_MAX_APPLY = 10;
const HOUR_MS = 3_600_000;

export interface PublishInput {
  designerId: number | null;
  taskName: string;
  /** Whole fen (taskAmountSchema parses the form's yuan). */
  taskAmount: number;
  sourceAddress: string;
  sourceChannel: number;
  sourceType: number;
}

export async function publish(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  input: PublishInput,
): Promise<{ orderId: number }> {
  const designerId = input.designerId ?? null;
  if (designerId !== null) {
    if (designerId === user.userId) throw refusal(PUBLISH_MESSAGES.selfAssign);
    if (!(await existingDesignerIds(deps.db, [designerId])).has(designerId)) {
      throw refusal(PUBLISH_MESSAGES.noDesigner);
    }
  }
  const orderId = await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    await lockUser(trx, user.userId);
    const recent = await changes.countPublishedSince(trx, user.userId, new Date(now.getTime() - HOUR_MS));
    if (recent >= TASK_PUBLISH_PER_HOUR) throw new DomainError('E010429', PUBLISH_MESSAGES.tooMany);
    const id = await changes.insertTask(
      trx,
      {
        employer_id: user.userId,
        task_name: input.taskName,
        task_amount: fenToYuanText(input.taskAmount),
        task_status: TASK_STATUS.pending,
        task_kind: TASK_KIND.normal,
        task_properties: TASK_PROPERTIES.normal,
        max_order_apply_count: DEFAULT_MAX_APPLY,
        designated_designer_id: designerId,
        source_address: input.sourceAddress,
        source_channel: input.sourceChannel,
        source_type: input.sourceType,
      },
      now,
    );
    await changes.insertEvent(trx, {
      orderId: id,
      action: 'publish',
      from: null,
      to: TASK_STATUS.pending,
      actorId: user.userId,
      remark: '',
      at: now,
    });
    await changes.upsertFollowUp(trx, id, { follow_status: FOLLOW_UP_STATUS.open }, now);
    return id;
  });
  return { orderId };
}

export type { TaskEmployForm };

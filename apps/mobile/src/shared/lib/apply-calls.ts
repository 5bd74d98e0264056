/**
 * Which call applies to a task and which cancels (docs/product.md §7): a brand's topic task and a campaign's
 * activity task have their own; other tasks the call of their taskProperties. The web keeps the same table in
 * its shared/apply (the phone site never imports the web; a later move into @bazaar/domain/rules joins them).
 */
import { TASK_KIND, TASK_PROPERTIES } from '@bazaar/domain/constants';

type Kinds = { taskKind: number; taskProperties: number };

export function applyCallFor(task: Kinds): 'applyTask' | 'applyIpadTask' | 'applyEnterpriseTask' | 'applyTopicTask' {
  if (task.taskKind === TASK_KIND.topic) return 'applyTopicTask';
  if (task.taskProperties === TASK_PROPERTIES.ipad) return 'applyIpadTask';
  if (task.taskProperties === TASK_PROPERTIES.enterprise) return 'applyEnterpriseTask';
  return 'applyTask';
}

export function cancelCallFor(
  task: Pick<Kinds, 'taskKind'>,
): 'unApplyTask' | 'handleCancelApply' | 'cancelApplyTopicTask' {
  if (task.taskKind === TASK_KIND.topic) return 'cancelApplyTopicTask';
  if (task.taskKind === TASK_KIND.activity) return 'handleCancelApply';
  return 'unApplyTask';
}

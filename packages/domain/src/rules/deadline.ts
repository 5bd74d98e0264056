/** A task's deadline rule, its own entry: the task card in the first load needs only this of the lifecycle. */
import { chinaDay } from '../format/date.js';

/**
 * Whether a task's 截止日期 has passed: applications close when the deadline's day has ended in China time
 * (the detail page shows the deadline as that date). Until then, and for a task without a deadline (待沟通,
 * set with the consultant), designers may apply. The employer may still choose among the applicants after.
 */
export function isPastDeadline(deadline: string | Date | null, now: number = Date.now()): boolean {
  if (deadline === null) return false;
  const day = chinaDay(typeof deadline === 'string' ? Date.parse(deadline) : deadline);
  return !Number.isNaN(day) && chinaDay(now) > day;
}

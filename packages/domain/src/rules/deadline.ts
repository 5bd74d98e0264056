/** A task's deadline rule, its own entry: the task card in the first load needs only this of the lifecycle. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a task's 截止日期 has passed: applications close when the deadline's day has ended in China time
 * (the detail page shows the deadline as that date). Until then, and for a task without a deadline (待沟通,
 * set with the consultant), designers may apply. The employer may still choose among the applicants after.
 */
export function isPastDeadline(deadline: string | Date | null, now: number = Date.now()): boolean {
  if (deadline === null) return false;
  const at = typeof deadline === 'string' ? Date.parse(deadline) : deadline.getTime();
  if (Number.isNaN(at)) return false;
  const dayEnd = (Math.floor((at + CHINA_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - CHINA_OFFSET_MS;
  return now >= dayEnd;
}

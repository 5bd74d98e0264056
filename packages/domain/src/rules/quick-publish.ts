/** Rules of the quick-publish dialog beyond its form fields (docs/product.md §2 quick publish, §4, §5). */
import { checkMobile, MESSAGES } from './checks.js';
import { toPositiveInt } from './numeric.js';

/** docs/product.md §4/§5: an SMS code may be requested only for a valid mobile while no countdown runs. */
export function canRequestSmsCode(mobile: unknown, countdownSeconds: number): boolean {
  // `<= 0` rather than `!(> 0)`: a NaN countdown keeps the button disabled.
  return checkMobile(mobile) === null && countdownSeconds <= 0;
}

/**
 * docs/product.md §5: a logged-in user cannot assign a task to themselves. Returns '不能给自己指派任务' when the
 * dialog's designerId is the user's own id (as numbers or numeric strings), else null.
 */
export function checkSelfAssign(designerId: unknown, userId: unknown): string | null {
  const designer = toPositiveInt(designerId);
  return designer !== null && designer === toPositiveInt(userId) ? MESSAGES.selfAssign : null;
}

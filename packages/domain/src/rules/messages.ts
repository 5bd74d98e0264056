/**
 * The spec's exact Chinese messages (§5, §8). A module of its own, off the first load: the app shell needs
 * only the designer guard's, which it takes from access.ts (web first-load budget).
 */
import { DESIGNER_ONLY_MESSAGE } from './access.js';

export const MESSAGES = {
  taskName: '请输入任务名称 3-20字',
  taskAmount: '任务预算为不小于0的数字',
  taskAmountTooLarge: '任务预算不能超过 99,999,999 元',
  /** Issue 22: amounts are whole fen; a third decimal is refused, never rounded. */
  taskAmountCents: '任务预算最多保留两位小数（精确到分）',
  mobile: '请输入正确的手机号',
  smsCode: '请输入正确的验证码',
  selfAssign: '不能给自己指派任务',
  designerOnly: DESIGNER_ONLY_MESSAGE,
} as const;

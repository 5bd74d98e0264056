/** Designers' levels and work statuses (chosen). Re-exported by `@bazaar/domain/constants`. */
/** Designer levels (chosen) — level_1..level_4 in CMS content are lists of designer ids by level. */
export const DESIGNER_LEVEL_NAME: Record<string, string> = {
  L1: '新锐设计师',
  L2: '优秀设计师',
  L3: '资深设计师',
  L4: '殿堂设计师',
};

/** Designer work status (chosen): 1 可接单, 2 忙碌中, 3 休假中 (on leave). */
export const DESIGNER_WORK_STATUS = { available: 1, busy: 2, onLeave: 3 } as const;
export const DESIGNER_WORK_STATUS_NAME: Record<number, string> = {
  1: '可接单',
  2: '忙碌中',
  3: '休假中',
};

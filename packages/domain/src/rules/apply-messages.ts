/**
 * Applying to a task and taking it back (docs/product.md §4, §8): the api's refusals, which the web's apply
 * control also shows before it asks. One copy for both sides; a module of its own (its own build entry), so the
 * first load, which carries `messages.ts`, does not carry these.
 */
export const APPLY_MESSAGES = {
  designerOnly: '只有设计师可以报名任务',
  ownTask: '不能报名自己发布的任务',
  twice: '您已报名该任务',
  full: '报名人数已满',
  notOpen: '任务当前不在招募中，无法报名',
  pastDeadline: '任务已过截止日期，报名已结束',
  designated: '该任务已指定设计师，仅受邀设计师可以报名',
  notApplied: '您尚未报名该任务',
  chosen: '您已被选定，不能取消报名',
  notChosen: '报名已结束，不能取消',
  cancelClosed: '任务已不在招募中，不能取消报名',
} as const;

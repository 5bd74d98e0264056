/**
 * In-app notifications (issue 25): what a notification is about. The api writes one per event to the user
 * it concerns; the web and mobile show the label and link to what it is about. Kinds are stored as text,
 * so a new kind needs no migration — add it here, and at the one place the api raises it.
 */
export const NOTIFICATION_KINDS = {
  'task.applied': '新的报名',
  'task.hired': '你被选中了',
  'task.not_chosen': '未被选中',
  'task.delivered': '设计师已交付',
  'task.revision': '雇主要求修改',
  'task.accepted': '验收通过',
  'escrow.paid': '托管款已支付',
  'escrow.released': '托管款已释放',
  'payout.done': '提现已到账',
  // Issue 33: money out through the payment companies.
  'payout.confirm': '请确认收款',
  'payout.failed': '提现失败',
  'refund.done': '退款已到账',
  message: '新消息',
  'review.received': '收到评价',
  'dispute.opened': '纠纷已发起',
  'dispute.decided': '纠纷已裁决',
  'join.approved': '入驻申请已通过',
  'join.refused': '入驻申请未通过',
  'report.handled': '举报已处理',
  'exam.reviewed': '考试已评阅',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Longest title and body a notification stores (the list shows one line of each). */
export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_BODY_MAX = 300;

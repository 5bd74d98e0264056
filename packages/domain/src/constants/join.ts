/**
 * Designer onboarding (/join) and the console's reviews (issue 8) — the zod-free half: statuses, names and
 * limits, so the join page and the console can show them without loading zod (decision 004). Its own
 * entry (`@bazaar/domain/constants/join`): no list card's first load carries it.
 */

/** An application's status: 1 审核中, 2 已通过, 3 未通过 (with the operator's reason). */
export const JOIN_STATUS = { pending: 1, approved: 2, refused: 3 } as const;
export type JoinStatus = (typeof JOIN_STATUS)[keyof typeof JOIN_STATUS];
export const JOIN_STATUS_NAME: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '未通过' };

export const JOIN_SAMPLES_MIN = 3;
export const JOIN_SAMPLES_MAX = 9;
export const JOIN_REAL_NAME_MAX = 20;
export const JOIN_CATEGORIES_MAX = 5;
export const JOIN_EXPERIENCE_MIN = 10;
export const JOIN_EXPERIENCE_MAX = 500;
export const JOIN_PORTFOLIO_MAX = 300;
export const REVIEW_REASON_MAX = 200;

/** 从业年限 choices (code → label). */
export const JOIN_YEARS: readonly { code: number; name: string }[] = [
  { code: 1, name: '1年以内' },
  { code: 2, name: '1–3年' },
  { code: 3, name: '3–5年' },
  { code: 4, name: '5–10年' },
  { code: 5, name: '10年以上' },
];

/** A portfolio link: http(s) only, a host with a dot (站酷、Behance、个人站…), no spaces. */
const PORTFOLIO_URL = /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
export function isPortfolioUrl(value: string): boolean {
  return value.length <= JOIN_PORTFOLIO_MAX && PORTFOLIO_URL.test(value);
}

/** The messages the server's schema and the page share. */
export const JOIN_MESSAGES = {
  realName: '请输入真实姓名（2-20字）',
  categories: `请选择1-${JOIN_CATEGORIES_MAX}个擅长领域`,
  years: '请选择从业年限',
  experience: `请介绍你的设计经历（${JOIN_EXPERIENCE_MIN}-${JOIN_EXPERIENCE_MAX}字）`,
  samplesMin: `请上传${JOIN_SAMPLES_MIN}-${JOIN_SAMPLES_MAX}张代表作品`,
  sampleNotUpload: '作品图片必须是站内上传的图片',
  portfolio: '请输入正确的作品集链接（以 http:// 或 https:// 开头）',
  agree: '请阅读并同意《入驻规则》',
  pendingExists: '你的入驻申请正在审核中，请耐心等待',
  alreadyDesigner: '你已经是设计师了',
  refuseReason: '请填写未通过的原因',
  reviewed: '该申请已处理，请刷新列表',
} as const;

/** The /join page's copy, word for word on the web and the phone site. */
export const JOIN_BENEFITS: readonly { title: string; text: string }[] = [
  { title: '真实需求', text: '品牌与个人雇主的插画、包装、Logo、绘本、IP 形象任务，顾问先把需求聊清楚。' },
  { title: '资金托管', text: '录用即托管，验收即结算，不再为催款发愁。' },
  { title: '个人主页', text: '可定制的作品主页，被雇主搜索、收藏和直接雇佣。' },
];
export const JOIN_STEPS: readonly string[] = [
  '填写资料与代表作品',
  '平台 3 个工作日内审核',
  '通过后成为设计师，开始接单',
];
/** The applicant's latest application on return: what each status means for them. */
export const JOIN_STATUS_LEAD: Record<number, string> = {
  [JOIN_STATUS.pending]: '你的申请已提交，平台会在 3 个工作日内完成审核，请留意短信通知。',
  [JOIN_STATUS.approved]: '恭喜！你已成为设计集市的设计师，你的代表作品已放进个人主页。',
  [JOIN_STATUS.refused]: '很遗憾，这次申请没有通过。参考下面的原因修改后，可以重新提交。',
};
export const JOIN_SUBMITTED = '申请已提交，我们会在 3 个工作日内完成审核';

/** A report's handling (issue 8): 1 待处理, 2 已下架 (the work was hidden), 3 已驳回 (dismissed). */
export const REPORT_STATUS = { pending: 1, hidden: 2, dismissed: 3 } as const;
export const REPORT_STATUS_NAME: Record<number, string> = { 1: '待处理', 2: '已下架', 3: '已驳回' };
/** What the reporter reads for each status (the notice of issue 8: "the reporter is told"). */
export const REPORT_STATUS_NOTICE: Record<number, string> = {
  1: '平台正在核实，处理结果会显示在这里。',
  2: '举报属实，该作品已下架。感谢你维护社区环境！',
  3: '经核实，该作品暂未发现违规。',
};

/**
 * Designer growth (issue 9, docs/decisions/012): capability exams (a timed brief per type, scored on a
 * four-part rubric), the level they give, and the growth plans whose steps complete from the designer's
 * own data. Pure data and functions — the api judges with them, the web and the phone render them.
 */
import { formatDate } from '../format/date.js';

/** The exam types: the four of docs/product.md §2 (/exam/*) and the two score pages /my/insetScore, /my/packScore. */
export const EXAM_TYPES = ['banner', 'ikon', 'ip', 'logo', 'inset', 'pack'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const isExamType = (value: unknown): value is ExamType =>
  typeof value === 'string' && (EXAM_TYPES as readonly string[]).includes(value);

export interface ExamInfo {
  name: string;
  /** The timed brief the designer answers with one image. */
  brief: string;
  minutes: number;
  /** Where the result and history are shown (docs/product.md §2 /my children). */
  resultPath: string;
  /** Where the exam is taken. */
  examPath: string;
}

export const EXAM_INFO: Record<ExamType, ExamInfo> = {
  banner: {
    name: 'Banner 设计',
    brief:
      '为「设计集市·春日作品季」活动设计一张首页横幅（建议 1920×600 像素）：主标题“春日作品季”，副标题“上传作品赢流量扶持”，画面需留出右侧按钮位置。',
    minutes: 120,
    resultPath: '/my/banner',
    examPath: '/exam/banner',
  },
  ikon: {
    name: '图标设计',
    brief:
      '为一款记账 App 设计一组 6 个功能图标（记一笔、账单、预算、统计、提醒、设置），风格统一，线性或面性任选，拼成一张图上传。',
    minutes: 120,
    resultPath: '/my/ikon',
    examPath: '/exam/ikon',
  },
  ip: {
    name: 'IP 形象设计',
    brief: '为一家社区面包店设计一个吉祥物 IP：正面主形象加三个表情（开心、惊讶、困倦），拼成一张图上传。',
    minutes: 180,
    resultPath: '/my/ip',
    examPath: '/exam/ip',
  },
  logo: {
    name: 'Logo 设计',
    brief: '为独立咖啡品牌「山雾咖啡」设计标志：图形加中文字标，提供彩色与单色两稿，拼成一张图上传。',
    minutes: 120,
    resultPath: '/my/logo',
    examPath: '/exam/logo',
  },
  inset: {
    name: '插画',
    brief: '以“城市里的小小夜晚”为题创作一幅插画（横竖不限，长边不少于 1600 像素），风格不限。',
    minutes: 180,
    resultPath: '/my/insetScore',
    examPath: '/my/insetScore',
  },
  pack: {
    name: '包装设计',
    brief: '为一款桂花乌龙茶礼盒设计包装主视觉：正面、侧面展开图各一，拼成一张图上传。',
    minutes: 180,
    resultPath: '/my/packScore',
    examPath: '/my/packScore',
  },
};

/** What /ability says on both sites: its lead, the overall score's note, and a model without a level yet. */
export const ABILITY_WORDS = {
  lead: '完成限时命题，获得评审评分；各类成绩组成你的能力模型，展示给雇主。',
  scoreNote: '综合分为已评分各类测评最新成绩的平均值。',
  noLevel: '暂无等级',
} as const;

/** 下一步推荐 (the capability model's `next`): its heading, its time and brief, its button. */
export function nextExamWords(
  next: string | null | undefined,
): { title: string; meta: string; action: string; path: string } | null {
  if (!next || !isExamType(next)) return null;
  const info = EXAM_INFO[next];
  return {
    title: `下一步推荐：${info.name}测评`,
    meta: `限时 ${info.minutes} 分钟 · ${info.brief}`,
    action: `去参加${info.name}测评`,
    path: info.examPath,
  };
}

/** The published rubric: four parts, each 0–25, summing to a score out of 100. */
export const RUBRIC = [
  { key: 'composition', name: '构图', hint: '版式与视觉层级清楚，重点突出，留白得当' },
  { key: 'colour', name: '色彩', hint: '配色与主题相符，对比与和谐把握得当' },
  { key: 'concept', name: '创意', hint: '切题且有想法，能让人记住' },
  { key: 'craft', name: '完成度', hint: '细节精致，文字、线条与输出规范' },
] as const;
export type RubricKey = (typeof RUBRIC)[number]['key'];
export type RubricScores = Record<RubricKey, number>;
export const RUBRIC_PART_MAX = 25;
export const RUBRIC_MESSAGE = `各项评分须为0-${RUBRIC_PART_MAX}的整数`;

export const isRubricPart = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= RUBRIC_PART_MAX;

export const rubricTotal = (s: RubricScores): number => s.composition + s.colour + s.concept + s.craft;

/** One attempt per type per 30 days (issue 9), counted from the start of the last attempt. */
export const EXAM_RETAKE_DAYS = 30;
export const EXAM_RETAKE_MS = EXAM_RETAKE_DAYS * 86_400_000;

export const EXAM_COMMENT_MAX = 500;

/** A score's level: S ≥ 90, A ≥ 80, B ≥ 70, C ≥ 60, else D. */
export function levelOf(score: number | null): string | null {
  if (score === null) return null;
  if (score >= 90) return 'S 专家';
  if (score >= 80) return 'A 资深';
  if (score >= 70) return 'B 进阶';
  if (score >= 60) return 'C 合格';
  return 'D 待提升';
}

/** An attempt's state, judged on the server's clock. */
export type AttemptStatus = 'inProgress' | 'expired' | 'pending' | 'reviewed';
export const ATTEMPT_STATUS_NAME: Record<AttemptStatus, string> = {
  inProgress: '答题中',
  expired: '已超时',
  pending: '待评审',
  reviewed: '已评分',
};

/** An attempt's status by name (a type's latest attempt, or 未参加 before any). */
export const attemptStatusName = (status: string | null): string =>
  status && Object.hasOwn(ATTEMPT_STATUS_NAME, status) ? ATTEMPT_STATUS_NAME[status as AttemptStatus] : '未参加';

export function attemptStatus(
  a: { submittedAt: Date | null; reviewedAt: Date | null; deadlineAt: Date },
  now: Date,
): AttemptStatus {
  if (a.reviewedAt) return 'reviewed';
  if (a.submittedAt) return 'pending';
  return now.getTime() > a.deadlineAt.getTime() ? 'expired' : 'inProgress';
}

/** The exam suggested next: the first type never reviewed and free to take, in catalogue order. */
export function nextExam(
  types: readonly { type: ExamType; score: number | null; nextAvailableAt: string | null; status: string | null }[],
): ExamType | null {
  const open = types.filter((t) => t.nextAvailableAt === null && t.status !== 'inProgress');
  const untaken = open.find((t) => t.score === null);
  if (untaken) return untaken.type;
  const weakest = [...open].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  return weakest?.type ?? null;
}

// — How the results are shown: the web's and the phone's growth pages draw them alike (decision 012)

/** The exam type a growth route is about: /exam/{type}, /my/{type}, /my/insetScore, /my/packScore. */
export function examTypeOfPath(pathname: string): ExamType | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last === 'insetScore') return 'inset';
  if (last === 'packScore') return 'pack';
  return isExamType(last) ? last : null;
}

export const examName = (type: string): string => (isExamType(type) ? EXAM_INFO[type].name : type);

/** A score as the tiles show it: 84分, or — when there is none yet. */
export const scoreText = (score: number | null | undefined): string =>
  score === null || score === undefined ? '—' : `${score}分`;

/** The line under a type's latest result: its level, then when it may be taken again (one try per 30 days). */
export const examTypeNote = (t: { level: string | null; nextAvailableAt: string | null }): string =>
  `${t.level ?? '暂无成绩'}${t.nextAvailableAt ? ` · ${formatDate(t.nextAvailableAt)}后可再测` : ' · 现在可以参加'}`;

/** A bar's filled share in percent, 0–100 (a rubric part of its 25, a health part of its weight). */
export const barPercent = (value: number, max: number): number =>
  Math.max(0, Math.min(100, (value / Math.max(1, max)) * 100));

/** The rubric's four parts in order, each with its score and its bar's share. */
export const rubricBars = (scores: RubricScores) =>
  RUBRIC.map((part) => ({ ...part, value: scores[part.key], percent: barPercent(scores[part.key], RUBRIC_PART_MAX) }));

/** The radar's polygon points: one axis per value (0–max), starting at the top, clockwise. */
export function radarPoints(values: readonly number[], max: number, radius: number, cx: number, cy: number) {
  return values.map((v, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / values.length;
    const r = (Math.max(0, Math.min(v, max)) / max) * radius;
    return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
  });
}

/** A radar point as an SVG `points` list entry. */
const svgPoints = (points: readonly { x: number; y: number }[]): string =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

export interface RadarLabel {
  x: number;
  y: number;
  /** Left of the centre ends at its point, right of it starts there, on the vertical axis it is centred. */
  anchor: 'start' | 'middle' | 'end';
  name: string;
  /** The score after the name: ` 84`, or ` —` before any. */
  value: string;
}

/**
 * Everything a radar draws (the web's and the phone's growth pages, plain SVG): the grid rings at 25 % steps, each
 * axis's outer end, the values' polygon and dots, and each axis's label beyond it.
 */
export function radarChart(
  items: readonly { name: string; value: number | null }[],
  { max, radius, labelRadius, center }: { max: number; radius: number; labelRadius: number; center: number },
) {
  const at = (values: readonly number[], r: number) => radarPoints(values, max, r, center, center);
  const full = items.map(() => max);
  const dots = at(
    items.map((i) => i.value ?? 0),
    radius,
  );
  const labels: RadarLabel[] = at(full, labelRadius).map((p, i) => ({
    ...p,
    anchor: Math.abs(p.x - center) < 8 ? 'middle' : p.x > center ? 'start' : 'end',
    name: items[i]!.name,
    value: items[i]!.value === null ? ' —' : ` ${items[i]!.value}`,
  }));
  return {
    rings: [0.25, 0.5, 0.75, 1].map((f) => svgPoints(at(full, radius * f))),
    axes: at(full, radius),
    shape: svgPoints(dots),
    dots,
    labels,
  };
}

// — Growth plans

/**
 * A growth-plan step. Each is done when the designer's data shows it (computed on read, decision 012):
 * profile — avatar, city and an intro of at least 10 characters; works — at least `count` works (in
 * `categoryId` when given); exam — an answer submitted (of `examType` when given); apply — applied to a
 * task; task — at least `count` tasks completed as the hired designer.
 */
export type GrowthStep =
  | { kind: 'profile'; title: string; link: string }
  | { kind: 'works'; title: string; link: string; count: number; categoryId?: number }
  | { kind: 'exam'; title: string; link: string; examType?: ExamType }
  | { kind: 'apply'; title: string; link: string }
  | { kind: 'task'; title: string; link: string; count: number };

export interface GrowthPlan {
  planId: number;
  name: string;
  intro: string;
  steps: readonly GrowthStep[];
}

export const PROFILE_INTRO_MIN = 10;

const profile: GrowthStep = {
  kind: 'profile',
  title: '完善个人资料（头像、城市、不少于10字的简介）',
  link: '/my/setting',
};
const works = (count: number, categoryId?: number, what = '作品'): GrowthStep => ({
  kind: 'works',
  title: `发布${count}件${what}`,
  link: '/u/works',
  count,
  ...(categoryId ? { categoryId } : {}),
});

/** The plans (names of the first five are those seeded before issue 9, so old rows map by name). */
export const GROWTH_PLANS: readonly GrowthPlan[] = [
  {
    planId: 1,
    name: '完善个人主页',
    intro: '雇主先看主页再决定是否合作：把资料和代表作摆出来。',
    steps: [profile, works(1), { kind: 'exam', title: '参加一次能力测评', link: '/ability' }],
  },
  {
    planId: 2,
    name: '上传10件作品',
    intro: '作品越完整，被搜索和推荐的机会越多。',
    steps: [works(3), works(6), works(10)],
  },
  {
    planId: 3,
    name: '完成能力测评',
    intro: '测评成绩会展示在能力模型中，帮助雇主了解你的专长。',
    steps: [
      { kind: 'exam', title: '参加一次能力测评', link: '/ability' },
      { kind: 'exam', title: '参加 Logo 设计测评', link: '/exam/logo', examType: 'logo' },
      { kind: 'exam', title: '参加 Banner 设计测评', link: '/exam/banner', examType: 'banner' },
    ],
  },
  {
    planId: 4,
    name: '首次报名任务',
    intro: '从第一次报名开始接单。',
    steps: [profile, works(3), { kind: 'apply', title: '报名一个任务', link: '/task' }],
  },
  {
    planId: 5,
    name: '获得首个订单',
    intro: '完成第一个订单，拿到第一笔收入。',
    steps: [
      { kind: 'apply', title: '报名一个任务', link: '/task' },
      { kind: 'task', title: '完成1个任务', link: '/u/task', count: 1 },
    ],
  },
  {
    planId: 6,
    name: '插画师成长计划',
    intro: '专注插画方向：作品、测评和订单一起积累。',
    steps: [
      works(5, 1, '插画作品'),
      { kind: 'exam', title: '参加插画测评', link: '/my/insetScore', examType: 'inset' },
      { kind: 'task', title: '完成1个任务', link: '/u/task', count: 1 },
    ],
  },
];

export const growthPlanById = (planId: number): GrowthPlan | undefined => GROWTH_PLANS.find((p) => p.planId === planId);
export const growthPlanByName = (name: string): GrowthPlan | undefined => GROWTH_PLANS.find((p) => p.name === name);

/** What a step is judged on (the api gathers it in a few counts). */
export interface GrowthFacts {
  profileComplete: boolean;
  worksTotal: number;
  worksByCategory: Readonly<Record<number, number>>;
  examTypes: readonly ExamType[];
  applied: boolean;
  tasksCompleted: number;
}

export function stepDone(step: GrowthStep, f: GrowthFacts): boolean {
  switch (step.kind) {
    case 'profile':
      return f.profileComplete;
    case 'works':
      return (step.categoryId ? (f.worksByCategory[step.categoryId] ?? 0) : f.worksTotal) >= step.count;
    case 'exam':
      return step.examType ? f.examTypes.includes(step.examType) : f.examTypes.length > 0;
    case 'apply':
      return f.applied || f.tasksCompleted > 0;
    case 'task':
      return f.tasksCompleted >= step.count;
  }
}

/** Steps with done and isHappening (the first not done, as the task timeline's docs/product.md §4), and progress. */
export function judgePlan(plan: GrowthPlan, facts: GrowthFacts) {
  const done = plan.steps.map((s) => stepDone(s, facts));
  const current = done.indexOf(false);
  return {
    steps: plan.steps.map((s, i) => ({
      title: s.title,
      link: s.link,
      done: done[i] ?? false,
      isHappening: i === current,
    })),
    progress: Math.round((done.filter(Boolean).length / plan.steps.length) * 100),
    currentStep: current >= 0 ? (plan.steps[current]?.title ?? null) : null,
  };
}

// — Account health (/my/healthy)

/** The parts of the health score and their weight (sum 100). */
export const HEALTH_PARTS = [
  { key: 'response', name: '报名响应率', weight: 25 },
  { key: 'onTime', name: '按时交付率', weight: 30 },
  { key: 'completed', name: '完成任务', weight: 20 },
  { key: 'reports', name: '被举报成立', weight: 15 },
  { key: 'leave', name: '请假时长', weight: 10 },
] as const;

/** Works images narrower than this look soft on a work's detail page (shown at 1100 px, spec image width). */
export const DIAGNOSIS_MIN_IMAGE_WIDTH = 1100;
/** A category with fewer works than this reads as a one-off rather than a specialty. */
export const DIAGNOSIS_MIN_CATEGORY_WORKS = 3;

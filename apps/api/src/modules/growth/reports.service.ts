/**
 * /my/diagnosis (作品诊断) and /my/healthy (账号健康度), issue 9: both computed on read from the
 * designer's own data, each finding with a link to where it is fixed. See decision 012 for what each
 * part measures where the data is thin (no report verdicts yet, no leave history).
 */
import type { AccountHealth, Diagnosis } from '@bazaar/domain/entities';
import {
  DIAGNOSIS_MIN_CATEGORY_WORKS,
  DIAGNOSIS_MIN_IMAGE_WIDTH,
  HEALTH_PARTS,
  PROFILE_INTRO_MIN,
} from '@bazaar/domain/rules';
import { findDesignerProfile } from '../designers/designer-profiles.repository';
import { countReportsOnWorks } from '../reports/reports.repository';
import * as taskStats from '../tasks/tasks.stats.repository';
import * as myWorks from '../works/my-works.repository';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';

const SAMPLE = 5;
const CARD_RATIO = 4 / 3;

type Item = Diagnosis['items'][number];

export async function diagnosis(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<Diagnosis> {
  const { userId } = user;
  const [profile, small, meta, byCategory] = await Promise.all([
    findDesignerProfile(deps.db, userId),
    myWorks.findSmallImages(deps.db, userId, DIAGNOSIS_MIN_IMAGE_WIDTH),
    myWorks.findWorksMeta(deps.db, userId),
    myWorks.countWorksByCategory(deps.db, userId),
  ]);
  const pick = (rows: { works_id: number; title: string }[]) =>
    rows.slice(0, SAMPLE).map((r) => ({ worksId: r.works_id, title: r.title }));
  const noDescription = meta.filter((w) => w.description.trim() === '');
  const offRatio = meta.filter((w) => {
    const ratio = w.cover_width / Math.max(1, w.cover_height);
    return Math.abs(ratio - CARD_RATIO) / CARD_RATIO > 0.25;
  });
  const thin = byCategory.filter((c) => Number(c.n) < DIAGNOSIS_MIN_CATEGORY_WORKS);
  const gaps = [
    !profile?.avatar && '头像',
    !profile?.city?.trim() && '所在城市',
    (profile?.intro?.trim().length ?? 0) < PROFILE_INTRO_MIN && `不少于${PROFILE_INTRO_MIN}字的个人简介`,
  ].filter((g): g is string => typeof g === 'string');

  const items: Item[] = [
    {
      key: 'imageSize',
      title: '图片清晰度',
      level: small.length ? 'warn' : 'ok',
      detail: small.length
        ? `${small.length}件作品含宽度不足${DIAGNOSIS_MIN_IMAGE_WIDTH}像素的图片，在作品详情页会显得模糊`
        : `所有作品图片宽度都不低于${DIAGNOSIS_MIN_IMAGE_WIDTH}像素`,
      fixText: '替换高清图片',
      fixLink: '/u/works',
      works: pick(small),
    },
    {
      key: 'categories',
      title: '作品分类',
      level: thin.length ? 'warn' : 'ok',
      detail: thin.length
        ? `${thin.map((c) => `${c.category_name ?? '未分类'}（${c.n}件）`).join('、')}作品偏少，不足${DIAGNOSIS_MIN_CATEGORY_WORKS}件难以体现专长`
        : meta.length
          ? '每个分类的作品都足够体现专长'
          : '还没有作品',
      fixText: '上传作品',
      fixLink: '/u/works',
      works: [],
    },
    {
      key: 'description',
      title: '作品描述',
      level: noDescription.length ? 'warn' : 'ok',
      detail: noDescription.length ? `${noDescription.length}件作品没有描述，雇主看不到设计思路` : '每件作品都写了描述',
      fixText: '补充描述',
      fixLink: '/u/works',
      works: pick(noDescription),
    },
    {
      key: 'cover',
      title: '封面一致性',
      level: offRatio.length ? 'warn' : 'ok',
      detail: offRatio.length
        ? `${offRatio.length}件作品的封面比例与列表卡片（4:3）差异较大，展示时会被裁切`
        : '封面比例统一，列表中整齐美观',
      fixText: '调整封面',
      fixLink: '/u/works',
      works: pick(offRatio),
    },
    {
      key: 'profile',
      title: '个人资料',
      level: gaps.length ? 'warn' : 'ok',
      detail: gaps.length ? `还缺少：${gaps.join('、')}` : '个人资料完整',
      fixText: '完善资料',
      fixLink: '/my/setting',
      works: [],
    },
  ];
  const warnings = items.filter((i) => i.level === 'warn').length;
  return { worksCount: meta.length, score: Math.round(100 - (100 / items.length) * warnings), items };
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

export async function health(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<AccountHealth> {
  const { userId } = user;
  const [designated, delivered, completed, reports, profile] = await Promise.all([
    taskStats.designatedTasks(deps.db, userId),
    taskStats.deliveries(deps.db, userId),
    taskStats.countCompletedTasks(deps.db, userId),
    countReportsOnWorks(deps.db, userId),
    findDesignerProfile(deps.db, userId),
  ]);
  const weight = Object.fromEntries(HEALTH_PARTS.map((p) => [p.key, p.weight])) as Record<
    (typeof HEALTH_PARTS)[number]['key'],
    number
  >;
  const answered = designated.filter((d) => d.answered).length;
  const responseRate = designated.length ? answered / designated.length : 1;
  const onTime = delivered.filter(
    (d) => d.deadline && d.delivered_at && new Date(d.delivered_at).getTime() <= new Date(d.deadline).getTime(),
  ).length;
  const onTimeRate = delivered.length ? onTime / delivered.length : 1;
  const onLeave = profile?.is_on_leave ?? false;
  const parts = [
    {
      key: 'response',
      points: Math.round(weight.response * responseRate),
      detail: designated.length
        ? `雇主指定你的${designated.length}个任务中，响应了${answered}个（${pct(responseRate)}）`
        : '暂无雇主指定你的任务，按满分计',
    },
    {
      key: 'onTime',
      points: Math.round(weight.onTime * onTimeRate),
      detail: delivered.length
        ? `已交付的${delivered.length}个任务中，${onTime}个在截止时间前交付（${pct(onTimeRate)}）`
        : '暂无有截止时间的交付记录，按满分计',
    },
    {
      key: 'completed',
      points: Math.round((weight.completed * Math.min(completed, 5)) / 5),
      detail: `已完成${completed}个任务（完成5个即得满分）`,
    },
    {
      key: 'reports',
      points: Math.max(0, weight.reports - reports * 5),
      detail: reports ? `作品被举报${reports}次，每次扣5分` : '作品没有被举报',
    },
    {
      key: 'leave',
      points: onLeave ? 0 : weight.leave,
      detail: onLeave ? '当前处于请假状态，雇主暂时无法邀请你' : '当前正常接单',
    },
  ].map((p) => {
    const def = HEALTH_PARTS.find((h) => h.key === p.key);
    return { key: p.key, name: def?.name ?? p.key, weight: def?.weight ?? 0, points: p.points, detail: p.detail };
  });
  return { score: parts.reduce((a, p) => a + p.points, 0), parts };
}

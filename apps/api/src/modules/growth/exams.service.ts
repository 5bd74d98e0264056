/**
 * Capability exams (issue 9): a timed brief per type, started on the server's clock; the answer (one own
 * uploaded image) is accepted only before the deadline; an operator scores it on the rubric. One attempt
 * per type per 30 days, counted from the last start.
 */
import type { CapacityModel, ExamAttempt, ExamReviewItem, Page } from '@bazaar/domain/entities';
import {
  attemptStatus,
  EXAM_INFO,
  EXAM_RETAKE_MS,
  EXAM_TYPES,
  levelOf,
  nextExam,
  RUBRIC,
  rubricTotal,
  type ExamType,
  type RubricScores,
} from '@bazaar/domain/rules';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { lockUser, nickNamesByIds } from '../account/users.repository';
import { ownUploadKey } from '../uploads/uploads.service';
import { addNotification } from '../notifications/notifications.repository';
import * as repo from './exams.repository';
import { transact } from '../../db/transact';
import type { Deps } from '../../services/deps';

export const EXAM_MESSAGES = {
  retake: (date: string) => `每种测评30天内只能参加一次，请于${date}之后再来`,
  inProgress: '该测评正在进行中，请先提交答卷',
  notStarted: '请先开始测评',
  expired: '答题时间已到，答卷无法再提交',
  submitted: '答卷已提交，请等待评审',
  noAnswer: '请先上传答卷图片',
  notOwnAnswer: '答卷必须是你本人上传的图片',
  notFound: '答卷不存在',
  notSubmitted: '答卷尚未提交，不能评分',
  reviewed: '该答卷已评分',
  selfReview: '不能评审自己的答卷',
} as const;

/** A day as a Chinese reader writes it, in China time (the platform's day). */
const chinaDate = (d: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(d);

const scoresOf = (row: repo.AttemptRow): RubricScores | null =>
  row.composition === null || row.colour === null || row.concept === null || row.craft === null
    ? null
    : { composition: row.composition, colour: row.colour, concept: row.concept, craft: row.craft };

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function toAttempt(row: repo.AttemptRow, now: Date): ExamAttempt {
  const scores = scoresOf(row);
  const score = scores && row.reviewed_at ? rubricTotal(scores) : null;
  return {
    attemptId: row.attempt_id,
    type: row.exam_type,
    status: attemptStatus(
      {
        submittedAt: row.submitted_at ? asDate(row.submitted_at) : null,
        reviewedAt: row.reviewed_at ? asDate(row.reviewed_at) : null,
        deadlineAt: asDate(row.deadline_at),
      },
      now,
    ),
    startedAt: isoTime(row.started_at),
    deadlineAt: isoTime(row.deadline_at),
    submittedAt: row.submitted_at ? isoTime(row.submitted_at) : null,
    answerUrl: row.answer_url,
    scores: row.reviewed_at ? scores : null,
    score,
    level: levelOf(score),
    comment: row.reviewed_at ? row.comment : null,
    reviewedAt: row.reviewed_at ? isoTime(row.reviewed_at) : null,
  };
}

const nextAvailable = (latest: repo.AttemptRow | undefined, now: Date): Date | null => {
  if (!latest) return null;
  const at = asDate(latest.started_at).getTime() + EXAM_RETAKE_MS;
  return at > now.getTime() ? new Date(at) : null;
};

export async function result(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, { type }: { type: ExamType }) {
  const now = deps.clock.now();
  const rows = await repo.findAttempts(deps.db, user.userId, type);
  const history = rows.map((r) => toAttempt(r, now));
  const reviewed = history.find((a) => a.status === 'reviewed') ?? null;
  const open = history.find((a) => a.status === 'inProgress' || a.status === 'pending') ?? null;
  const next = nextAvailable(rows[0], now);
  return {
    type,
    score: reviewed?.score ?? null,
    level: reviewed?.level ?? null,
    current: open,
    history,
    nextAvailableAt: next ? next.toISOString() : null,
    now: now.toISOString(),
  };
}

export async function start(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, { type }: { type: ExamType }) {
  await transact(deps.db, async (trx) => {
    await lockUser(trx, user.userId);
    const now = deps.clock.now();
    const latest = await repo.findLatestAttempt(trx, user.userId, type);
    if (latest && toAttempt(latest, now).status === 'inProgress') throw refusal(EXAM_MESSAGES.inProgress);
    const next = nextAvailable(latest, now);
    if (next) throw refusal(EXAM_MESSAGES.retake(chinaDate(next)));
    await repo.insertAttempt(trx, {
      user_id: user.userId,
      exam_type: type,
      started_at: now,
      deadline_at: new Date(now.getTime() + EXAM_INFO[type].minutes * 60_000),
    });
  });
  return result(deps, user, { type });
}

export async function submit(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  user: SessionUser,
  { type, answerUrl }: { type: ExamType; answerUrl?: string | undefined },
) {
  const now = deps.clock.now();
  const latest = await repo.findLatestAttempt(deps.db, user.userId, type);
  if (!latest) throw refusal(EXAM_MESSAGES.notStarted);
  const status = toAttempt(latest, now).status;
  if (status === 'expired') throw refusal(EXAM_MESSAGES.expired);
  if (status !== 'inProgress') throw refusal(EXAM_MESSAGES.submitted);
  if (!answerUrl) throw new DomainError('E010001', EXAM_MESSAGES.noAnswer);
  const key = ownUploadKey(answerUrl, user.userId);
  if (!key || !(await deps.storage.stat(key))) throw new DomainError('E010001', EXAM_MESSAGES.notOwnAnswer);
  const saved = await repo.submitAnswer(deps.db, latest.attempt_id, answerUrl, now);
  if (!saved) throw refusal(EXAM_MESSAGES.submitted);
  return result(deps, user, { type });
}

const mean = (ns: number[]) => (ns.length ? Math.round(ns.reduce((a, b) => a + b, 0) / ns.length) : null);

/** The capability model of /ability: every type's latest reviewed result, the mean, rubric means, next. */
export async function model(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser): Promise<CapacityModel> {
  const now = deps.clock.now();
  const rows = await repo.findAttempts(deps.db, user.userId);
  const types = EXAM_TYPES.map((type) => {
    const mine = rows.filter((r) => r.exam_type === type);
    const latest = mine[0];
    const reviewed = mine.map((r) => toAttempt(r, now)).find((a) => a.status === 'reviewed');
    const next = nextAvailable(latest, now);
    return {
      type,
      score: reviewed?.score ?? null,
      level: reviewed?.level ?? null,
      scores: reviewed?.scores ?? null,
      status: latest ? toAttempt(latest, now).status : null,
      nextAvailableAt: next ? next.toISOString() : null,
    };
  });
  const scored = types.filter((t) => t.score !== null);
  const score = mean(scored.map((t) => t.score ?? 0));
  const rubric = scored.length
    ? (Object.fromEntries(
        RUBRIC.map((part) => [part.key, mean(scored.map((t) => t.scores?.[part.key] ?? 0)) ?? 0]),
      ) as RubricScores)
    : null;
  return { score, level: levelOf(score), types, rubric, next: nextExam(types) };
}

export async function reviewPage(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: { status: 'pending' | 'reviewed'; current: number; pageSize: number },
): Promise<Page<ExamReviewItem>> {
  const now = deps.clock.now();
  const { rows, total } = await repo.findReviewPage(deps.db, q.status, q.current, q.pageSize);
  const names = await nickNamesByIds(deps.db, [...rows.map((r) => r.user_id), ...rows.map((r) => r.reviewer_id)]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    rows: rows.map((r) => ({
      attempt: toAttempt(r, now),
      userId: r.user_id,
      nickName: nameOf(r.user_id),
      reviewerName: nameOf(r.reviewer_id),
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function review(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  input: { attemptId: number; composition: number; colour: number; concept: number; craft: number; comment: string },
): Promise<ExamAttempt> {
  const row = await repo.findAttempt(deps.db, input.attemptId);
  if (!row) throw new DomainError('E010404', EXAM_MESSAGES.notFound);
  if (row.user_id === operator.userId) throw refusal(EXAM_MESSAGES.selfReview);
  if (!row.submitted_at) throw refusal(EXAM_MESSAGES.notSubmitted);
  if (row.reviewed_at) throw refusal(EXAM_MESSAGES.reviewed);
  const { attemptId, ...scores } = input;
  const now = deps.clock.now();
  const saved = await transact(deps.db, async (trx) => {
    const reviewed = await repo.saveReview(trx, attemptId, scores, operator.userId, now);
    if (!reviewed) throw refusal(EXAM_MESSAGES.reviewed);
    // Issue 25: the designer learns the result in the same transaction that records it.
    const info = EXAM_INFO[reviewed.exam_type as ExamType];
    await addNotification(trx, {
      userId: reviewed.user_id,
      kind: 'exam.reviewed',
      title: `${info?.name ?? '设计'}测评已评阅`,
      body: input.comment,
      link: info?.resultPath ?? '/my/score',
      at: now,
    });
    return reviewed;
  });
  return toAttempt(saved, now);
}

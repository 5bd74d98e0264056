/**
 * Designer onboarding (issue 8, docs/product.md §2 /join, §3 isDesigner): one pending application per user, samples
 * that are the applicant's own checked uploads, and the operator's review — approval makes the user a
 * designer in the same transaction; a refusal needs a reason, which the applicant reads on /join.
 */
import type { JoinApplication, JoinApplyData } from '@bazaar/domain/api';
import { JOIN_MESSAGES, JOIN_STATUS } from '@bazaar/domain/constants/join';
import type { Page } from '@bazaar/domain/entities';
import type { Db, Tx } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { ownUploadKey, storedImageSize } from '../uploads/uploads.service';
import { findMobile, markDesigner } from '../account/users.repository';
import { categoryNames, existingCategoryIds } from '../cms/cms.repository';
import { insertDesigner } from '../designers/designer-profiles.repository';
import { insertWork } from '../works/my-works.repository';
import * as repo from './join.repository';
import { addNotification } from '../notifications/notifications.repository';
import { transact } from '../../db/transact';
import type { Deps } from '../../services/deps';

export const APPLICATION_NOT_FOUND = '入驻申请不存在';
export const UNKNOWN_CATEGORY = '请选择正确的擅长领域';
export const DUPLICATE_SAMPLE = '同一张作品图片不能重复上传';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findLatest>>>;
type Sample = { url: string; width: number; height: number };

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function toApplication(row: Row, names: Map<number, string>): JoinApplication {
  const ids = parseJson<number[]>(row.category_ids, []);
  return {
    applicationId: row.application_id,
    userId: row.user_id,
    nickName: row.nick_name,
    realName: row.real_name,
    mobile: row.mobile,
    categories: ids.map((categoryId) => ({ categoryId, categoryName: names.get(categoryId) ?? '平面插画' })),
    years: row.years,
    experience: row.experience,
    samples: parseJson<Sample[]>(row.samples, []),
    portfolioUrl: row.portfolio_url,
    status: row.status,
    reason: row.reason,
    createdAt: isoTime(row.created_at),
    reviewedAt: row.reviewed_at ? isoTime(row.reviewed_at) : null,
  };
}

export async function myApplication(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
): Promise<{ mobile: string; application: JoinApplication | null }> {
  const [mobile, row, names] = await Promise.all([
    findMobile(deps.db, user.userId),
    repo.findLatest(deps.db, user.userId),
    categoryNames(deps.db),
  ]);
  return { mobile, application: row ? toApplication(row, names) : null };
}

export async function apply(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  input: Omit<JoinApplyData, 'agree'>,
): Promise<{ applicationId: number }> {
  // The session user is read afresh with every request (session.service userOf), so its role is current.
  if (user.isDesigner) throw refusal(JOIN_MESSAGES.alreadyDesigner);
  const categoryIds = [...new Set(input.categoryIds.map(Number))];
  if ((await existingCategoryIds(deps.db, categoryIds)).length !== categoryIds.length) {
    throw new DomainError('E010001', UNKNOWN_CATEGORY);
  }
  if (new Set(input.samples).size !== input.samples.length) throw new DomainError('E010001', DUPLICATE_SAMPLE);
  // Only the applicant's own uploads (type- and size-checked by the upload call); sizes from the files.
  const samples = await Promise.all(
    input.samples.map(async (url): Promise<Sample> => {
      const key = ownUploadKey(url, user.userId);
      const size = key ? await storedImageSize(deps, { key }) : null;
      if (!size) throw new DomainError('E010001', JOIN_MESSAGES.sampleNotUpload);
      return { url, ...size };
    }),
  );
  const applicationId = await repo.insertPending(deps.db, {
    userId: user.userId,
    realName: input.realName,
    mobile: input.mobile,
    categoryIds,
    years: input.years,
    experience: input.experience,
    samples,
    portfolioUrl: input.portfolioUrl,
  });
  if (applicationId === null) throw refusal(JOIN_MESSAGES.pendingExists);
  return { applicationId };
}

export async function applicationPage(
  deps: Pick<Deps, 'db'>,
  q: { status?: number | undefined; current: number; pageSize: number },
): Promise<Page<JoinApplication>> {
  const [{ rows, total }, names] = await Promise.all([
    repo.findPage(deps.db, q.status || undefined, q.current, q.pageSize),
    categoryNames(deps.db),
  ]);
  return { rows: rows.map((r) => toApplication(r, names)), total, current: q.current, pageSize: q.pageSize };
}

async function review(
  db: Db,
  applicationId: number,
  work: (trx: Tx, row: NonNullable<Awaited<ReturnType<typeof repo.lockPending>>>) => Promise<void>,
): Promise<null> {
  await transact(db, async (trx) => {
    const row = await repo.lockPending(trx, applicationId);
    if (!row) {
      if (!(await repo.applicationExists(trx, applicationId))) throw new DomainError('E010404', APPLICATION_NOT_FOUND);
      throw refusal(JOIN_MESSAGES.reviewed);
    }
    await work(trx, row);
  });
  return null;
}

/**
 * Makes the applicant a designer, through the owners' repositories: the account flag (an account that never
 * chose a nickname shows the applicant's name), a designer profile (L1 新锐设计师, 可接单, intro from the
 * application) with their categories, and their samples as a first work so the homepage is not empty.
 */
async function promoteToDesigner(
  trx: Tx,
  a: { userId: number; realName: string; experience: string; categoryIds: number[]; samples: Sample[]; now: Date },
): Promise<void> {
  await markDesigner(trx, a.userId, a.realName);
  await insertDesigner(trx, {
    userId: a.userId,
    intro: a.experience.slice(0, 200),
    categoryIds: a.categoryIds,
    now: a.now,
  });
  await insertWork(trx, {
    userId: a.userId,
    title: `${a.realName}的入驻作品集`,
    description: '入驻审核时提交的代表作品。',
    categoryId: a.categoryIds[0] ?? null,
    images: a.samples,
    now: a.now,
  });
}

export function approve(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  { applicationId }: { applicationId: number },
): Promise<null> {
  return review(deps.db, applicationId, async (trx, row) => {
    const now = deps.clock.now();
    await repo.setReviewed(trx, applicationId, JOIN_STATUS.approved, '', operator.userId, now);
    await promoteToDesigner(trx, {
      userId: row.user_id,
      realName: row.real_name,
      experience: row.experience,
      categoryIds: parseJson<number[]>(row.category_ids, []),
      samples: parseJson<Sample[]>(row.samples, []),
      now,
    });
    // Issue 25: the applicant learns it at once (the notification links to their new homepage).
    await addNotification(trx, {
      userId: row.user_id,
      kind: 'join.approved',
      title: '入驻申请已通过',
      body: '欢迎成为设计集市设计师，去完善你的主页、上传作品吧',
      link: `/u/${row.user_id}`,
      at: now,
    });
  });
}

export function refuse(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  { applicationId, reason }: { applicationId: number; reason: string },
): Promise<null> {
  return review(deps.db, applicationId, async (trx, row) => {
    const now = deps.clock.now();
    await repo.setReviewed(trx, applicationId, JOIN_STATUS.refused, reason, operator.userId, now);
    // Issue 25: with the reason, linking back to /join (where the reason shows and a new application starts).
    await addNotification(trx, {
      userId: row.user_id,
      kind: 'join.refused',
      title: '入驻申请未通过',
      body: reason,
      link: '/join',
      at: now,
    });
  });
}

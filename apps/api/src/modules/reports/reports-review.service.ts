/**
 * Reports of works in the console (issue 8): an operator hides the work (下架: every pending report of it
 * is closed as 已下架) or dismisses the report with a note (已驳回). The reporter is told through their own
 * list (`getMyReportPage`, shown on /help/infringement): status, the operator's reply, when.
 */
import type { ReportRecord } from '@bazaar/domain/api';
import { REPORT_STATUS, REPORT_STATUS_NOTICE } from '@bazaar/domain/constants/join';
import type { Page } from '@bazaar/domain/entities';
import { isoTime } from '../../db/sql-helpers';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import { lockWork } from '../works/work-records.repository';
import * as repo from './reports-review.repository';
import { addNotification } from '../notifications/notifications.repository';
import { transact } from '../../db/transact';
import type { Deps } from '../../services/deps';

export const REPORT_NOT_FOUND = '举报不存在';
export const REPORT_HANDLED = '该举报已处理，请刷新列表';

type Row = Awaited<ReturnType<typeof repo.findPage>>['rows'][number];

function toRecord(r: Row): ReportRecord {
  return {
    reportId: r.report_id,
    worksId: r.works_id,
    worksTitle: r.title ?? (r.works_title || '作品已删除'),
    worksCover: r.cover ?? r.works_cover,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    reporterId: r.user_id,
    reporterName: r.reporter_name,
    typeId: r.type_code,
    typeName: r.type_name ?? '其他',
    reportInfo: r.report_info,
    status: r.status,
    reply: r.reply,
    createdAt: isoTime(r.created_at),
    handledAt: r.handled_at ? isoTime(r.handled_at) : null,
  };
}

type PageQuery = { status?: number | undefined; current: number; pageSize: number };

export async function reportPage(deps: Pick<Deps, 'db'>, q: PageQuery): Promise<Page<ReportRecord>> {
  const { rows, total } = await repo.findPage(deps.db, { status: q.status || undefined }, q.current, q.pageSize);
  return { rows: rows.map(toRecord), total, current: q.current, pageSize: q.pageSize };
}

/** The reporter's own reports, newest first; an unhandled one says it is being checked. */
export async function myReportPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  q: PageQuery,
): Promise<Page<ReportRecord>> {
  const { rows, total } = await repo.findPage(deps.db, { reporterId: user.userId }, q.current, q.pageSize);
  return {
    rows: rows.map((r) => {
      const record = toRecord(r);
      return { ...record, reply: record.reply || (REPORT_STATUS_NOTICE[record.status] ?? '') };
    }),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** Issue 25: each reporter learns the outcome; their reports and the replies are on /help/infringement. */
async function announceHandled(
  trx: Parameters<typeof repo.lockReport>[0],
  userIds: number[],
  title: string,
  reply: string,
  at: Date,
) {
  for (const userId of userIds) {
    await addNotification(trx, { userId, kind: 'report.handled', title, body: reply, link: '/help/infringement', at });
  }
}

async function pendingReport(trx: Parameters<typeof repo.lockReport>[0], reportId: number) {
  const report = await repo.lockReport(trx, reportId);
  if (!report) throw new DomainError('E010404', REPORT_NOT_FOUND);
  if (report.status !== REPORT_STATUS.pending) throw refusal(REPORT_HANDLED);
  return report;
}

export async function hideWorks(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  { reportId, reply }: { reportId: number; reply: string },
) {
  await transact(deps.db, async (trx) => {
    const report = await pendingReport(trx, reportId);
    const now = deps.clock.now();
    const set = { status: REPORT_STATUS.hidden, reply, operatorId: operator.userId, now };
    if (report.works_id === null) {
      // The owner already deleted it: nothing to hide, the report is closed all the same.
      await announceHandled(trx, await repo.closeReports(trx, { reportId }, set), '你举报的作品已不在站内', reply, now);
      return;
    }
    const worksId = report.works_id;
    const work = await lockWork(trx, worksId);
    if (work) await repo.snapshotWork(trx, worksId, work.title, work.cover);
    // Every pending report of the work is answered at once; then the work leaves the site.
    const reporters = await repo.closeReports(trx, { worksId }, set);
    if (work) await repo.hideWork(trx, worksId, { operatorId: operator.userId, reportId, now });
    await announceHandled(trx, reporters, '你举报的作品已下架', reply, now);
  });
  return null;
}

export async function dismiss(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: SessionUser,
  { reportId, reply }: { reportId: number; reply: string },
) {
  await transact(deps.db, async (trx) => {
    await pendingReport(trx, reportId);
    const now = deps.clock.now();
    const reporters = await repo.closeReports(
      trx,
      { reportId },
      { status: REPORT_STATUS.dismissed, reply, operatorId: operator.userId, now },
    );
    await announceHandled(trx, reporters, '你的举报已处理', reply, now);
  });
  return null;
}

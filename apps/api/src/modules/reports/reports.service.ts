/** 举报 (docs/product.md §3/§7): one report per user per work, with a type from the report dictionary. */
import { REPORT_TYPE_DICT } from '@bazaar/domain/constants';
import { transact } from '../../db/transact';
import { DomainError, refusal } from '../../http/errors';
import { workSummariesByIds } from '../works/work-records.repository';
import { WORK_NOT_FOUND } from '../works/works.service';
import * as repo from './reports.repository';
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';

export const ALREADY_REPORTED = '你已经举报过这件作品，我们会尽快处理';
export const UNKNOWN_REPORT_TYPE = '请选择正确的举报类型';

/** Dictionary entries as the contract shows them (`code` as a string, docs/product.md §7). */
export async function dictionary(
  deps: Pick<Deps, 'db'>,
  { code: typeCode }: { code: string },
): Promise<{ code: string; name: string }[]> {
  const rows = await repo.findDictionary(deps.db, typeCode);
  return rows.map((r) => ({ code: String(r.code), name: r.name }));
}

export async function reportWork(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  input: { worksId: number; typeId: number; reportInfo: string },
): Promise<void> {
  const reportInfo = input.reportInfo.trim();
  if (!reportInfo) throw new DomainError('E010001', '请填写举报说明');
  await transact(deps.db, async (trx) => {
    const work = (await workSummariesByIds(trx, [input.worksId])).get(input.worksId);
    if (!work) throw new DomainError('E010404', WORK_NOT_FOUND);
    if (!(await repo.dictionaryHas(trx, REPORT_TYPE_DICT, input.typeId))) {
      throw new DomainError('E010001', UNKNOWN_REPORT_TYPE);
    }
    const written = await repo.insertReport(trx, {
      userId: user.userId,
      worksId: input.worksId,
      typeCode: input.typeId,
      reportInfo,
      worksTitle: work.title,
      worksCover: work.cover,
    });
    if (!written) throw refusal(ALREADY_REPORTED);
  });
}

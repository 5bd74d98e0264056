/** 'like the works' (docs/product.md §2 toolbar): one like per user per work; the counter moves with the row. */
import type { SessionUser } from '../../http/auth';
import type { Deps } from '../../services/deps';
import { transact } from '../../db/transact';
import { DomainError, refusal } from '../../http/errors';
import { workExists } from '../works/works.repository';
import { WORK_NOT_FOUND } from '../works/works.service';
import * as repo from './likes.repository';
import { bumpLikeCount } from '../works/work-records.repository';

export const ALREADY_LIKED = '你已经赞过这件作品了';

export async function likeWork(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { worksId }: { worksId: number },
): Promise<{ likeCount: number; liked: boolean }> {
  return transact(deps.db, async (trx) => {
    if (!(await workExists(trx, worksId))) throw new DomainError('E010404', WORK_NOT_FOUND);
    if (!(await repo.insertLike(trx, user.userId, worksId))) throw refusal(ALREADY_LIKED);
    const likeCount = await bumpLikeCount(trx, worksId);
    return { likeCount: likeCount ?? 0, liked: true };
  });
}

/**
 * A designer's own works (issue 6, /u/works): list, create, edit, delete. Only designers publish; only
 * the owner edits or deletes; images are the owner's uploads (or images the work already has), 1–9 of
 * them, in the order given — the first is the cover.
 */
import type { saveWorksInput } from '@bazaar/domain/api';
import type { Page, Work } from '@bazaar/domain/entities';
import type * as z from 'zod/mini';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../http/auth';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { categoryExists } from '../cms/cms.repository';
import { ownUploadKey, storedImageSize } from '../uploads/uploads.service';
import * as repo from './my-works.repository';
import * as worksRepo from './works.repository';
import { toWork, WORK_NOT_FOUND } from './works.service';

export const DESIGNERS_ONLY = '只有设计师才能发布作品，请先入驻成为设计师';
export const NOT_YOUR_WORK = '只能修改自己的作品';
export const CATEGORY_NOT_FOUND = '作品分类不存在';
export const NOT_AN_UPLOAD = '作品图片必须是站内上传的图片';
export const DUPLICATE_IMAGE = '同一张图片不能重复添加';

type SaveInput = z.output<typeof saveWorksInput>;

/** The owner's works, newest first (isAdd as the owner sees it). */
export async function myWorksPage(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<Work>> {
  const { rows, total } = await worksRepo.findWorksPage(
    deps.db,
    user.userId,
    { userId: user.userId },
    'newest',
    current,
    pageSize,
  );
  return { rows: rows.map(toWork), total, current, pageSize };
}

async function ownedWork(db: Db, userId: number, worksId: number): Promise<void> {
  const owner = await repo.findOwner(db, worksId);
  if (!owner) throw new DomainError('E010404', WORK_NOT_FOUND);
  if (owner.user_id !== userId) throw new DomainError('E010403', NOT_YOUR_WORK);
}

export async function saveWorks(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  input: SaveInput,
): Promise<{ worksId: number }> {
  if (!user.isDesigner) throw new DomainError('E010403', DESIGNERS_ONLY);
  if (input.worksId !== undefined) await ownedWork(deps.db, user.userId, input.worksId);
  if (!(await categoryExists(deps.db, input.categoryId))) throw new DomainError('E010001', CATEGORY_NOT_FOUND);

  const urls = input.images.map((i) => i.url);
  if (new Set(urls).size !== urls.length) throw new DomainError('E010001', DUPLICATE_IMAGE);
  // Images the work already has (an edit may keep seeded art) keep their recorded size.
  const current = new Map(
    (input.worksId !== undefined ? await worksRepo.findWorkImages(deps.db, input.worksId) : []).map((i) => [i.url, i]),
  );
  const images = await Promise.all(
    urls.map(async (url): Promise<worksRepo.WorkImage> => {
      const kept = current.get(url);
      if (kept) return kept;
      const key = ownUploadKey(url, user.userId);
      // The size is read from the stored file, not taken from the request.
      const size = key ? await storedImageSize(deps, { key }) : null;
      if (!size) throw new DomainError('E010001', NOT_AN_UPLOAD);
      return { url, ...size };
    }),
  );
  const worksId = await repo.saveWork(
    deps.db,
    user.userId,
    input.worksId,
    {
      title: input.title,
      description: input.description,
      categoryId: input.categoryId,
      worksType: input.worksType,
      worksSubType: input.worksSubType,
    },
    images,
  );
  return { worksId };
}

export async function deleteWorks(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { worksId }: { worksId: number },
): Promise<null> {
  await ownedWork(deps.db, user.userId, worksId);
  await repo.deleteWork(deps.db, user.userId, worksId);
  return null;
}

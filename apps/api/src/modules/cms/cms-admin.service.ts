/**
 * The console's CMS (issue 8): every change of a position — a thematic page's blocks, the tab bar, a home
 * position, a QR code — is a numbered version with who and when; publishing copies a version into the live
 * rows (cms_configs, which getCmsConfigInfos serves); rollback publishes a copy of an older version as a
 * new one, so history only grows. Items are checked by the same domain decoders the web draws with.
 */
import type { CmsPosition, CmsPositionDetail, CmsVersion } from '@bazaar/domain/api';
import { decodeCmsContent } from '@bazaar/domain/cms';
import {
  CMS_QR_PAGE,
  CMS_SETTING_PAGE,
  CMS_ZT_PAGE,
  CONSULTANT_QR_POSITION,
  checkPositionItems,
  decodeBlock,
} from '@bazaar/domain/cms/blocks';
import { CMS } from '@bazaar/domain/constants';
import { transact } from '../../db/transact';
import { isoTime } from '../../db/sql-helpers';
import { DomainError } from '../../http/errors';
import type { Deps } from '../../services/deps';
import * as repo from './cms-admin.repository';
import type { SessionUser } from '../../http/auth';

export const EDITABLE_PAGES = [CMS_ZT_PAGE, CMS.tabBar.page, CMS.home.page, CMS_QR_PAGE, CMS_SETTING_PAGE] as const;
/** The settings (page `setting`) the console knows; any other position there is refused. */
const SETTINGS: readonly string[] = [CONSULTANT_QR_POSITION];
export const PAGE_NOT_EDITABLE = '这个页面不能在后台编辑';
export const VERSION_NOT_FOUND = '版本不存在';
export const NOTHING_TO_ROLL_BACK = '这个版本就是线上内容，无需回滚';

const POSITION_LABELS: Record<string, string> = {
  [`${CMS.tabBar.page}/${CMS.tabBar.position}`]: '顶部导航',
  [`${CMS.home.page}/${CMS.home.banner}`]: '首页横幅',
  [`${CMS.home.page}/${CMS.home.works}`]: '首页作品',
  [`${CMS.home.page}/${CMS.home.designers}`]: '首页设计师',
  [`${CMS.home.page}/${CMS.home.tasks}`]: '首页任务',
  [`${CMS_SETTING_PAGE}/${CONSULTANT_QR_POSITION}`]: '快速发布 · 顾问二维码',
};

type Item = Record<string, unknown>;
const isItem = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
function parseItem(content: string): Item {
  try {
    const v: unknown = JSON.parse(content);
    return isItem(v) ? v : {};
  } catch {
    return {};
  }
}
function parseItems(json: string): Item[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter(isItem) : [];
  } catch {
    return [];
  }
}

function labelOf(page: string, position: string, items: readonly Item[]): string {
  if (page === CMS_ZT_PAGE) {
    const banner = items.find((i) => i.type === 'banner');
    return `专题 /zt/${position}${typeof banner?.title === 'string' ? ` · ${banner.title}` : ''}`;
  }
  if (page === CMS_QR_PAGE) return `二维码 ${position}`;
  return POSITION_LABELS[`${page}/${position}`] ?? `${page}/${position}`;
}

function checkKey(page: string, position: string): void {
  if (!(EDITABLE_PAGES as readonly string[]).includes(page)) throw new DomainError('E010001', PAGE_NOT_EDITABLE);
  if (page === CMS_SETTING_PAGE && !SETTINGS.includes(position)) throw new DomainError('E010001', PAGE_NOT_EDITABLE);
}

/** Checks and normalizes a draft's items; a refusal names the item. */
function checkItems(page: string, position: string, items: readonly unknown[]): Item[] {
  if (page === CMS_ZT_PAGE) {
    if (!items.length) throw new DomainError('E010001', '专题页至少要有一个区块');
    return items.map((raw, i) => {
      const r = decodeBlock(raw);
      if (!r.ok) throw new DomainError('E010001', `第${i + 1}个区块：${r.error}`);
      const { cmsId: _drop, ...block } = r.block;
      return block as Item;
    });
  }
  const error = checkPositionItems(position, items);
  if (error) throw new DomainError('E010001', error);
  return items.map((raw) => {
    const { cmsId: _drop, ...item } = decodeCmsContent({ content: raw });
    return item as Item;
  });
}

export async function positions(deps: Pick<Deps, 'db'>): Promise<CmsPosition[]> {
  const { live, versions } = await repo.findPositions(deps.db, EDITABLE_PAGES);
  const keys = new Map<string, { page: string; position: string; n: number }>();
  for (const l of live) keys.set(`${l.page}/${l.position}`, { page: l.page, position: l.position, n: Number(l.n) });
  for (const v of versions)
    if (!keys.has(`${v.page}/${v.position}`)) keys.set(`${v.page}/${v.position}`, { ...v, n: 0 });
  const out: CmsPosition[] = [];
  for (const { page, position, n } of keys.values()) {
    const mine = versions.filter((v) => v.page === page && v.position === position);
    const latest = mine[0];
    const published = mine.find((v) => v.published_at !== null);
    const liveItems =
      page === CMS_ZT_PAGE ? (await repo.findLiveItems(deps.db, page, position)).map((r) => parseItem(r.content)) : [];
    out.push({
      page,
      position,
      label: labelOf(page, position, liveItems),
      kind: page === CMS_ZT_PAGE ? 'blocks' : 'items',
      itemCount: n,
      version: latest?.version ?? null,
      publishedVersion: published?.version ?? null,
      updatedBy: latest?.nick_name ?? null,
      updatedAt: latest ? isoTime(latest.created_at) : null,
    });
  }
  const order = (p: CmsPosition) => (EDITABLE_PAGES as readonly string[]).indexOf(p.page);
  return out.sort((a, b) => order(a) - order(b) || a.position.localeCompare(b.position));
}

export async function position(
  deps: Pick<Deps, 'db'>,
  { page, position }: { page: string; position: string },
): Promise<CmsPositionDetail> {
  checkKey(page, position);
  const [liveRows, versionRows] = await Promise.all([
    repo.findLiveItems(deps.db, page, position),
    repo.findVersions(deps.db, page, position),
  ]);
  const live = liveRows.map((r) => parseItem(r.content));
  const versions: CmsVersion[] = versionRows.map((v) => ({
    versionId: v.version_id,
    version: v.version,
    note: v.note,
    createdBy: v.nick_name,
    createdAt: isoTime(v.created_at),
    publishedAt: v.published_at ? isoTime(v.published_at) : null,
    itemCount: parseItems(v.items).length,
  }));
  const latest = versionRows[0];
  const published = versionRows.find((v) => v.published_at !== null);
  return {
    position: {
      page,
      position,
      label: labelOf(page, position, live),
      kind: page === CMS_ZT_PAGE ? 'blocks' : 'items',
      itemCount: live.length,
      version: latest?.version ?? null,
      publishedVersion: published?.version ?? null,
      updatedBy: latest?.nick_name ?? null,
      updatedAt: latest ? isoTime(latest.created_at) : null,
    },
    items: latest ? parseItems(latest.items) : live,
    live,
    versions,
  };
}

/** A new draft version (the first change of a position also snapshots what was live, as version 1). */
export async function saveDraft(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  {
    page,
    position,
    items,
    note,
  }: { page: string; position: string; items: readonly unknown[]; note?: string | undefined },
): Promise<{ versionId: number; version: number }> {
  checkKey(page, position);
  const clean = checkItems(page, position, items);
  return transact(deps.db, async (trx) => {
    await repo.lockPosition(trx, page, position);
    let version = await repo.nextVersion(trx, page, position);
    if (version === 1) {
      const live = (await repo.findLiveItems(trx, page, position)).map((r) => parseItem(r.content));
      if (live.length) {
        await repo.insertVersion(trx, {
          page,
          position,
          version: 1,
          items: JSON.stringify(live),
          note: '初始上线内容',
          created_by: null,
          created_at: deps.clock.now(),
          published_at: deps.clock.now(),
        });
        version = 2;
      }
    }
    const versionId = await repo.insertVersion(trx, {
      page,
      position,
      version,
      items: JSON.stringify(clean),
      note: note?.trim() ?? '',
      created_by: user.userId,
      created_at: deps.clock.now(),
      published_at: null,
    });
    return { versionId, version };
  });
}

export async function publish(
  deps: Pick<Deps, 'db' | 'clock'>,
  { versionId }: { versionId: number },
): Promise<{ versionId: number; version: number }> {
  return transact(deps.db, async (trx) => {
    const v = await repo.findVersion(trx, versionId);
    if (!v) throw new DomainError('E010404', VERSION_NOT_FOUND);
    await repo.lockPosition(trx, v.page, v.position);
    await repo.replaceLive(
      trx,
      v.page,
      v.position,
      parseItems(v.items).map((i) => JSON.stringify(i)),
    );
    await repo.markPublished(trx, versionId, deps.clock.now());
    return { versionId, version: v.version };
  });
}

/** One-click rollback: a copy of the old version becomes the newest version and goes live. */
export async function rollback(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { versionId }: { versionId: number },
): Promise<{ versionId: number; version: number }> {
  return transact(deps.db, async (trx) => {
    const old = await repo.findVersion(trx, versionId);
    if (!old) throw new DomainError('E010404', VERSION_NOT_FOUND);
    await repo.lockPosition(trx, old.page, old.position);
    const version = await repo.nextVersion(trx, old.page, old.position);
    const items = parseItems(old.items);
    const now = deps.clock.now();
    const newId = await repo.insertVersion(trx, {
      page: old.page,
      position: old.position,
      version,
      items: JSON.stringify(items),
      note: `回滚到第${old.version}版`,
      created_by: user.userId,
      created_at: now,
      published_at: now,
    });
    await repo.replaceLive(
      trx,
      old.page,
      old.position,
      items.map((i) => JSON.stringify(i)),
    );
    return { versionId: newId, version };
  });
}

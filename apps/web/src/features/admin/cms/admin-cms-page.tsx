/**
 * 内容管理 (issue 8): pick a position (a thematic page, the tab bar, a home position, a QR code), edit its
 * blocks or items, preview as a visitor sees it, save a version, publish; every version lists who and when,
 * and any older one goes back live in one click.
 */
import {
  BLOCK_TYPES,
  BLOCK_TYPE_NAME,
  checkPositionItems,
  CONSULTANT_QR_POSITION,
  decodeBlock,
  decodeCmsBlocks,
  type CmsBlockType,
} from '@bazaar/domain/cms/blocks';
import type { CmsPositionDetail } from '@bazaar/domain/api';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '@/shared/api/client';
import { CmsPageView } from '@/shared/cms-page/cms-page-view';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { usePosition, usePositions, useRefreshCms } from './cms-admin-api';
import { BlockEditor, ItemEditor, type RawBlock } from './block-editor';
import { ConsultantQrEditor } from './consultant-qr-editor';
import styles from './admin-cms.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

function Editor({ page, position }: { page: string; position: string }) {
  const detail = usePosition(page, position);
  const d = detail.data;
  if (!d) return <p className={styles.muted}>加载中…</p>;
  // A new version (saved, published, rolled back) starts the form again from it.
  return (
    <EditorForm
      key={`${d.position.version ?? 0}-${d.position.publishedVersion ?? 0}`}
      page={page}
      position={position}
      d={d}
    />
  );
}

function EditorForm({ page, position, d }: { page: string; position: string; d: CmsPositionDetail }) {
  const refresh = useRefreshCms();
  const [items, setItems] = useState<RawBlock[]>(d.items);
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [addType, setAddType] = useState<CmsBlockType>('richText');
  const blocks = d.position.kind === 'blocks';
  // The same checks the api versions a position with (docs/product.md §9: nonzero sort shows, at most 6 tabs).
  const itemsError = blocks ? null : checkPositionItems(position, items);
  const invalid = blocks ? items.some((b) => !decodeBlock(b).ok) : itemsError !== null;
  const run = async (f: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await f();
    setBusy(false);
    if (ok) await refresh();
  };
  const save = (publish: boolean) =>
    run(async () => {
      const r = await callApi('adminCmsSaveDraft', { page, position, items, note: note || undefined });
      if (!r.success || !r.data) return false;
      if (publish) {
        const p = await callApi('adminCmsPublish', { versionId: r.data.versionId });
        if (!p.success) return false;
        toast.success(`第${r.data.version}版已发布`);
      } else toast.success(`已保存为第${r.data.version}版`);
      setNote('');
      return true;
    });
  const move = (i: number, dir: -1 | 1) => {
    const next = [...items];
    const [x] = next.splice(i, 1);
    next.splice(i + dir, 0, x!);
    setItems(next);
  };
  return (
    <div className={styles.editor}>
      <header className={styles.editorHead}>
        <div>
          <h2 className={styles.h2}>{d.position.label}</h2>
          <p className={styles.muted}>
            {page}/{position} · 线上第 {d.position.publishedVersion ?? '—'} 版
          </p>
        </div>
        {blocks && <Button onClick={() => setPreview((v) => !v)}>{preview ? '返回编辑' : '预览'}</Button>}
      </header>
      {preview ? (
        <div className={styles.preview}>
          <CmsPageView blocks={decodeCmsBlocks(items.map((b) => ({ content: b })))} />
        </div>
      ) : position === CONSULTANT_QR_POSITION ? (
        <>
          <ConsultantQrEditor item={items[0] ?? {}} onChange={(item) => setItems([item])} />
          {itemsError && (
            <p className={styles.error} role="alert">
              {itemsError}
            </p>
          )}
        </>
      ) : blocks ? (
        <>
          {items.map((b, i) => (
            <BlockEditor
              key={`${i}-${String(b.type)}`}
              block={b}
              index={i}
              count={items.length}
              onChange={(nb) => setItems(items.map((x, k) => (k === i ? nb : x)))}
              onMove={(dir) => move(i, dir)}
              onRemove={() => setItems(items.filter((_, k) => k !== i))}
            />
          ))}
          <div className={styles.searchRow}>
            <select
              className={styles.input}
              aria-label="区块类型"
              value={addType}
              onChange={(e) => setAddType(e.target.value as CmsBlockType)}
            >
              {BLOCK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {BLOCK_TYPE_NAME[t]}
                </option>
              ))}
            </select>
            <Button onClick={() => setItems([...items, { type: addType }])}>添加区块</Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>只显示排序不为 0 的条目{position === 'tabbar' ? '；导航最多显示 6 项' : ''}。</p>
          {items.map((item, i) => (
            <ItemEditor
              key={i}
              position={position}
              item={item}
              index={i}
              count={items.length}
              onChange={(ni) => setItems(items.map((x, k) => (k === i ? ni : x)))}
              onMove={(dir) => move(i, dir)}
              onRemove={() => setItems(items.filter((_, k) => k !== i))}
            />
          ))}
          {itemsError && (
            <p className={styles.error} role="alert">
              {itemsError}
            </p>
          )}
          <div className={styles.searchRow}>
            <Button onClick={() => setItems([...items, { sort: items.length + 1 }])}>添加条目</Button>
          </div>
        </>
      )}
      <div className={styles.actions}>
        <input
          className={styles.input}
          aria-label="版本备注"
          placeholder="版本备注（可选）"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button disabled={busy || invalid} onClick={() => void save(false)}>
          保存草稿
        </Button>
        <Button variant="primary" disabled={busy || invalid} onClick={() => void save(true)}>
          保存并发布
        </Button>
      </div>
      <section aria-labelledby="cms-versions">
        <h3 id="cms-versions" className={styles.h3}>
          版本记录
        </h3>
        <ol className={styles.versions}>
          {d.versions.length === 0 && <li className={styles.muted}>还没有修改记录</li>}
          {d.versions.map((v) => (
            <li key={v.versionId} className={styles.version}>
              <span>
                第 {v.version} 版 {v.note && `· ${v.note}`}
              </span>
              <span className={styles.muted}>
                {v.createdBy ?? '系统'} · {when(v.createdAt)} {v.publishedAt ? '· 已发布' : '· 草稿'}
              </span>
              {!v.publishedAt && (
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(async () => (await callApi('adminCmsPublish', { versionId: v.versionId })).success)
                  }
                >
                  发布
                </Button>
              )}
              {v.version !== d.position.version && (
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(async () => (await callApi('adminCmsRollback', { versionId: v.versionId })).success)
                  }
                >
                  回滚到此版
                </Button>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default function AdminCmsPage() {
  const positions = usePositions();
  const [search, setSearch] = useSearchParams();
  const page = search.get('page') ?? '';
  const position = search.get('position') ?? '';
  return (
    <div className={styles.layout}>
      <nav className={styles.list} aria-label="内容位置">
        <h1 className={styles.h2}>内容管理</h1>
        <ul>
          {(positions.data ?? []).map((p) => (
            <li key={`${p.page}/${p.position}`}>
              <button
                type="button"
                className={styles.pos}
                aria-current={p.page === page && p.position === position ? 'true' : undefined}
                onClick={() => setSearch({ page: p.page, position: p.position })}
              >
                {p.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {page && position ? (
        <Editor key={`${page}/${position}`} page={page} position={position} />
      ) : (
        <p className={styles.muted}>从列表中选择要编辑的专题页、导航或首页位置。</p>
      )}
    </div>
  );
}

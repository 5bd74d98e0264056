/**
 * One block's form (issue 8 console): a banner gets its own fields, works grids and designer groups get the
 * search pickers; every other type is edited as its JSON. Each block is checked by the domain's
 * `decodeBlock` — the same decoder the api refuses drafts with and the pages draw with.
 */
import { BLOCK_TYPE_NAME, decodeBlock, type CmsBlockType } from '@bazaar/domain/cms/blocks';
import { useState } from 'react';
import { IdPicker } from './id-picker';
import styles from './admin-cms.module.css';

export type RawBlock = Record<string, unknown>;

const BANNER_FIELDS = [
  ['title', '横幅标题'],
  ['subtitle', '副标题'],
  ['cover', '横幅图片地址'],
  ['color', '主题色 (#rrggbb)'],
  ['link', '按钮链接'],
  ['linkText', '按钮文字'],
] as const;

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

function JsonFields({ block, onChange }: { block: RawBlock; onChange: (b: RawBlock) => void }) {
  const [text, setText] = useState(() => JSON.stringify(block, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>区块内容 (JSON)</span>
      <textarea
        className={styles.textarea}
        rows={8}
        value={text}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const v: unknown = JSON.parse(e.target.value);
            setBad(false);
            if (v && typeof v === 'object' && !Array.isArray(v)) onChange({ ...(v as RawBlock), type: block.type });
          } catch {
            setBad(true);
          }
        }}
      />
    </label>
  );
}

export function BlockEditor({
  block,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: RawBlock;
  index: number;
  count: number;
  onChange: (b: RawBlock) => void;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
}) {
  const type = block.type as CmsBlockType;
  const check = decodeBlock(block);
  const set = (key: string, value: unknown) => onChange({ ...block, [key]: value });
  return (
    <article className={styles.block} data-invalid={!check.ok || undefined} aria-label={`区块 ${index + 1}`}>
      <header className={styles.blockHead}>
        <strong>
          {index + 1}. {BLOCK_TYPE_NAME[type] ?? String(block.type)}
        </strong>
        <span className={styles.blockActions}>
          <button type="button" disabled={index === 0} onClick={() => onMove(-1)} aria-label="上移区块">
            ↑
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => onMove(1)} aria-label="下移区块">
            ↓
          </button>
          <button type="button" onClick={onRemove} aria-label="删除区块">
            删除
          </button>
        </span>
      </header>
      {type === 'banner' ? (
        <div className={styles.grid2}>
          {BANNER_FIELDS.map(([key, label]) => (
            <label key={key} className={styles.field}>
              <span className={styles.fieldLabel}>{label}</span>
              <input
                className={styles.input}
                value={typeof block[key] === 'string' ? (block[key] as string) : ''}
                onChange={(e) => set(key, e.target.value)}
              />
            </label>
          ))}
        </div>
      ) : type === 'worksGrid' ? (
        <IdPicker kind="works" label="作品" ids={ids(block.worksIds)} onChange={(v) => set('worksIds', v)} />
      ) : type === 'designerGroups' ? (
        <IdPicker
          kind="designers"
          label="设计师（每三人一组）"
          ids={ids(block.userIds)}
          onChange={(v) => set('userIds', v)}
        />
      ) : type === 'taskCard' ? (
        <IdPicker
          kind="tasks"
          label="任务"
          single
          ids={typeof block.taskId === 'number' ? [block.taskId] : []}
          onChange={(v) => set('taskId', v[0])}
        />
      ) : (
        <JsonFields block={block} onChange={onChange} />
      )}
      {!check.ok && (
        <p className={styles.error} role="alert">
          {check.error}
        </p>
      )}
    </article>
  );
}

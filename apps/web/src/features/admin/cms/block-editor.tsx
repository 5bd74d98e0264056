/**
 * One block's form (issue 8 console): every block type has its own fields — text inputs, rows to add and
 * remove (links, questions), the search pickers for works, designers and tasks, a campaign select — and a
 * section title where the type has one. A type this form does not know yet is edited as its JSON. Each
 * block is checked by the domain's `decodeBlock` — the same decoder the api refuses drafts with and the
 * pages draw with — and its message shows under the form.
 */
import { BLOCK_TYPE_NAME, decodeBlock, type CmsBlockType } from '@bazaar/domain/cms/blocks';
import { useState } from 'react';
import { useAdminCampaigns } from './cms-admin-api';
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
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const rows = (v: unknown): RawBlock[] =>
  Array.isArray(v) ? v.filter((x): x is RawBlock => typeof x === 'object' && x !== null && !Array.isArray(x)) : [];

const LEVELS = [
  ['level_1', '新锐设计师'],
  ['level_2', '优秀设计师'],
  ['level_3', '资深设计师'],
  ['level_4', '殿堂设计师'],
] as const;

function TextField({
  label,
  value,
  onChange,
  multiline = false,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  type?: 'text' | 'number';
}) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      {multiline ? (
        <textarea className={styles.textarea} rows={5} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input className={styles.input} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}

/** Rows of a list block (links, questions): each row's fields, add and remove. */
function RowsField({
  noun,
  fields,
  items,
  onChange,
}: {
  noun: string;
  fields: readonly (readonly [key: string, label: string, multiline?: boolean])[];
  items: RawBlock[];
  onChange: (items: RawBlock[]) => void;
}) {
  const setRow = (i: number, key: string, value: string) =>
    onChange(items.map((row, k) => (k === i ? { ...row, [key]: value } : row)));
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.fieldLabel}>{noun}</legend>
      {items.map((row, i) => (
        <div key={i} className={styles.row} aria-label={`第${i + 1}条${noun}`} role="group">
          {fields.map(([key, label, multiline]) => (
            <TextField
              key={key}
              label={`${label}（第${i + 1}条）`}
              value={text(row[key])}
              multiline={multiline}
              onChange={(v) => setRow(i, key, v)}
            />
          ))}
          <button type="button" onClick={() => onChange(items.filter((_, k) => k !== i))}>
            删除第{i + 1}条
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...items, {}])}>
        添加{noun}
      </button>
    </fieldset>
  );
}

/** The campaign a rank list or like wall shows: the console's campaigns by title. */
function CampaignField({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const campaigns = useAdminCampaigns().data ?? [];
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>活动</span>
      <select className={styles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">请选择活动</option>
        {campaigns.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.title}（{c.slug}）
          </option>
        ))}
        {value && !campaigns.some((c) => c.slug === value) && <option value={value}>{value}</option>}
      </select>
    </label>
  );
}

function JsonFields({ block, onChange }: { block: RawBlock; onChange: (b: RawBlock) => void }) {
  const [text, setText] = useState(() => JSON.stringify(block, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>区块内容 (JSON)</span>
      <textarea
        className={`${styles.textarea} ${styles.json}`}
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

/** The types with a form of their own (every other type is edited as JSON). */
const FORMS: Partial<Record<CmsBlockType, true>> = {
  worksGrid: true,
  designerGroups: true,
  designerLevels: true,
  taskCard: true,
  richText: true,
  linkList: true,
  faq: true,
  rankList: true,
  likeWall: true,
  video: true,
};

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
      ) : (
        <>
          {type in FORMS && (
            <TextField label="区块标题" value={text(block.title)} onChange={(v) => set('title', v || undefined)} />
          )}
          {type === 'worksGrid' ? (
            <>
              <IdPicker kind="works" label="作品" ids={ids(block.worksIds)} onChange={(v) => set('worksIds', v)} />
              <TextField
                label="显示数量（默认 16）"
                type="number"
                value={block.limit === undefined ? '' : String(block.limit)}
                onChange={(v) => set('limit', v === '' ? undefined : Number(v))}
              />
            </>
          ) : type === 'designerGroups' ? (
            <IdPicker
              kind="designers"
              label="设计师（每三人一组）"
              ids={ids(block.userIds)}
              onChange={(v) => set('userIds', v)}
            />
          ) : type === 'designerLevels' ? (
            LEVELS.map(([key, label]) => (
              <IdPicker key={key} kind="designers" label={label} ids={ids(block[key])} onChange={(v) => set(key, v)} />
            ))
          ) : type === 'taskCard' ? (
            <>
              <IdPicker
                kind="tasks"
                label="任务"
                single
                ids={typeof block.taskId === 'number' ? [block.taskId] : []}
                onChange={(v) => set('taskId', v[0])}
              />
              <TextField label="推荐语" value={text(block.text)} onChange={(v) => set('text', v || undefined)} />
            </>
          ) : type === 'richText' ? (
            <TextField
              label="正文（空一行分段）"
              multiline
              value={Array.isArray(block.paragraphs) ? block.paragraphs.join('\n\n') : text(block.text)}
              onChange={(v) => onChange({ ...block, paragraphs: v.split(/\n\s*\n/), text: undefined })}
            />
          ) : type === 'linkList' ? (
            <RowsField
              noun="链接"
              fields={[
                ['title', '链接文字'],
                ['link', '链接地址'],
                ['desc', '说明'],
              ]}
              items={rows(block.items)}
              onChange={(v) => set('items', v)}
            />
          ) : type === 'faq' ? (
            <RowsField
              noun="问答"
              fields={[
                ['q', '问题'],
                ['a', '回答', true],
              ]}
              items={rows(block.items)}
              onChange={(v) => set('items', v)}
            />
          ) : type === 'rankList' || type === 'likeWall' ? (
            <>
              <CampaignField value={text(block.campaign)} onChange={(v) => set('campaign', v)} />
              {type === 'rankList' && (
                <TextField
                  label="显示数量（默认 20）"
                  type="number"
                  value={block.limit === undefined ? '' : String(block.limit)}
                  onChange={(v) => set('limit', v === '' ? undefined : Number(v))}
                />
              )}
            </>
          ) : type === 'video' ? (
            <div className={styles.grid2}>
              <TextField label="视频地址" value={text(block.src)} onChange={(v) => set('src', v)} />
              <TextField label="封面图片" value={text(block.poster)} onChange={(v) => set('poster', v || undefined)} />
            </div>
          ) : (
            <JsonFields block={block} onChange={onChange} />
          )}
        </>
      )}
      {!check.ok && (
        <p className={styles.error} role="alert">
          {check.error}
        </p>
      )}
    </article>
  );
}

/**
 * One item of a tab bar, home or QR position (docs/product.md §3 config item): title, link and sort for every item;
 * then what the position carries — a banner's cover, the featured works, the designers by level, a task,
 * a tab's sub-links. Keys the form does not show are kept as they are.
 */
export function ItemEditor({
  position,
  item,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  position: string;
  item: RawBlock;
  index: number;
  count: number;
  onChange: (b: RawBlock) => void;
  onMove: (d: -1 | 1) => void;
  onRemove: () => void;
}) {
  const set = (key: string, value: unknown) => onChange({ ...item, [key]: value });
  const has = (key: string) => item[key] !== undefined;
  return (
    <article className={styles.block} aria-label={`条目 ${index + 1}`}>
      <header className={styles.blockHead}>
        <strong>
          {index + 1}. {text(item.title) || '（无标题）'}
        </strong>
        <span className={styles.blockActions}>
          <button type="button" disabled={index === 0} onClick={() => onMove(-1)} aria-label="上移条目">
            ↑
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => onMove(1)} aria-label="下移条目">
            ↓
          </button>
          <button type="button" onClick={onRemove} aria-label="删除条目">
            删除
          </button>
        </span>
      </header>
      <div className={styles.grid2}>
        <TextField label="标题" value={text(item.title)} onChange={(v) => set('title', v || undefined)} />
        <TextField label="链接" value={text(item.link)} onChange={(v) => set('link', v || undefined)} />
        <TextField
          label="排序（0 表示不显示）"
          type="number"
          value={typeof item.sort === 'number' ? String(item.sort) : ''}
          onChange={(v) => set('sort', v === '' ? undefined : Number(v))}
        />
        {(position === 'banner' || has('cover')) && (
          <TextField label="封面图片地址" value={text(item.cover)} onChange={(v) => set('cover', v || undefined)} />
        )}
      </div>
      {(position === 'works' || has('worksIds')) && (
        <IdPicker kind="works" label="作品" ids={ids(item.worksIds)} onChange={(v) => set('worksIds', v)} />
      )}
      {(position === 'designers' || LEVELS.some(([key]) => has(key))) &&
        LEVELS.map(([key, label]) => (
          <IdPicker key={key} kind="designers" label={label} ids={ids(item[key])} onChange={(v) => set(key, v)} />
        ))}
      {(position === 'tasks' || has('taskId')) && (
        <IdPicker
          kind="tasks"
          label="任务"
          single
          ids={typeof item.taskId === 'number' ? [item.taskId] : []}
          onChange={(v) => set('taskId', v[0])}
        />
      )}
      {(position === 'tabbar' || has('subList')) && (
        <RowsField
          noun="子菜单"
          fields={[
            ['title', '子菜单文字'],
            ['link', '子菜单链接'],
          ]}
          items={rows(item.subList)}
          onChange={(v) => set('subList', v.length ? v : undefined)}
        />
      )}
    </article>
  );
}

/** Pick works, designers or a task by search instead of typing ids (issue 8 console). */
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { searchDesigners, searchTasks, searchWorks } from './cms-admin-api';
import styles from './admin-cms.module.css';

export type PickKind = 'works' | 'designers' | 'tasks';
interface Hit {
  id: number;
  label: string;
}

const SEARCH: Record<PickKind, (k: string) => Promise<Hit[]>> = {
  works: async (k) => (await searchWorks(k)).map((w) => ({ id: w.worksId, label: `${w.title} · ${w.nickName ?? ''}` })),
  designers: async (k) =>
    (await searchDesigners(k)).map((d) => ({ id: d.userId, label: `${d.name} · ${d.designerLevelName}` })),
  tasks: async (k) => (await searchTasks(k)).map((t) => ({ id: t.orderId, label: t.taskName })),
};
const NOUN: Record<PickKind, string> = { works: '作品', designers: '设计师', tasks: '任务' };

/** An id list with search-to-add, remove and reorder; `single` keeps one id (a task card). */
export function IdPicker({
  kind,
  label,
  ids,
  onChange,
  single = false,
  labels = {},
}: {
  kind: PickKind;
  label: string;
  ids: number[];
  onChange: (ids: number[]) => void;
  single?: boolean;
  /** Names of the ids already chosen (else they show as #id until a search finds them). */
  labels?: Record<number, string>;
}) {
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [known, setKnown] = useState<Record<number, string>>(labels);
  const search = async () => {
    const found = await SEARCH[kind](keyword.trim());
    setHits(found);
    setKnown((k) => ({ ...k, ...Object.fromEntries(found.map((h) => [h.id, h.label])) }));
  };
  const move = (i: number, d: -1 | 1) => {
    const next = [...ids];
    const [x] = next.splice(i, 1);
    next.splice(i + d, 0, x!);
    onChange(next);
  };
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.fieldLabel}>{label}</legend>
      <ol className={styles.chips}>
        {ids.map((id, i) => (
          <li key={id} className={styles.chip}>
            <span>{known[id] ?? `#${id}`}</span>
            {!single && i > 0 && (
              <button type="button" aria-label={`上移 ${id}`} onClick={() => move(i, -1)}>
                ↑
              </button>
            )}
            <button type="button" aria-label={`移除 ${id}`} onClick={() => onChange(ids.filter((x) => x !== id))}>
              ×
            </button>
          </li>
        ))}
        {ids.length === 0 && <li className={styles.muted}>还没有选择{NOUN[kind]}</li>}
      </ol>
      <div className={styles.searchRow}>
        <input
          className={styles.input}
          value={keyword}
          placeholder={`搜索${NOUN[kind]}`}
          aria-label={`搜索${NOUN[kind]}`}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button onClick={() => void search()}>搜索</Button>
      </div>
      {hits && (
        <ul className={styles.hits}>
          {hits.length === 0 && <li className={styles.muted}>没有找到</li>}
          {hits.map((h) => (
            <li key={h.id}>
              <button
                type="button"
                disabled={ids.includes(h.id)}
                onClick={() => onChange(single ? [h.id] : [...ids, h.id])}
              >
                + {h.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

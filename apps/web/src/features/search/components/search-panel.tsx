/**
 * The header search box's suggestion list (docs/product.md §2 search box, §5, §9), loaded lazily on the first focus
 * so none of it weighs on the first load. It owns the options and the active one; the input (in
 * header-search) keeps focus and forwards keys here — the ARIA combobox pattern with
 * aria-activedescendant.
 */
import { SUGGESTION_DEBOUNCE_MS } from '@bazaar/domain/constants';
import { avatarUrl } from '@bazaar/domain/format';
import { useEffect, useMemo, useState, type MutableRefObject } from 'react';
import { Link } from 'react-router';
import { Highlight } from '@/shared/ui/highlight';
import { ChevronRightIcon, SearchIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { useMatchKeywords, useRecentKeywords } from '../api/search-keywords';
import { LISTBOX_ID, type PanelKeyHandler } from '../lib/combobox';
import { buildSuggestionOptions, moveActive, type SuggestionGroup, type SuggestionOption } from '../lib/suggestions';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './search-panel.module.css';

const GROUP_LABEL: Record<SuggestionGroup, string> = {
  recent: '最近搜索',
  hot: '热门搜索',
  works: '相关作品',
  designers: '相关设计师',
  all: '全部结果',
};

export interface SearchPanelProps {
  keyword: string;
  /** Where the panel puts its key handler for the input's onKeyDown. */
  keysRef: MutableRefObject<PanelKeyHandler | null>;
  onActiveChange: (id: string | undefined) => void;
  onNavigate: (href: string) => void;
}

export default function SearchPanel({ keyword, keysRef, onActiveChange, onNavigate }: SearchPanelProps) {
  const typed = keyword.trim();
  const settled = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const recent = useRecentKeywords(typed === '');
  // Matches of an older keyword are not shown while the user is still typing a newer one.
  const match = useMatchKeywords(settled);
  const fresh = settled === typed;
  const options = useMemo(
    () => buildSuggestionOptions(typed, typed ? (fresh ? (match.data ?? {}) : {}) : (recent.data ?? {})),
    [typed, fresh, match.data, recent.data],
  );
  // The active option belongs to one list: new options (typing, data arriving) start from the input again.
  const [cursor, setCursor] = useState<{ of: SuggestionOption[]; index: number }>({ of: options, index: -1 });
  const active = cursor.of === options ? cursor.index : -1;

  useEffect(() => {
    const id = options[active]?.id;
    onActiveChange(id);
    // The focus stays in the input, so the browser does not scroll the active option into view itself.
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
    // A closed panel has no active option (the input's aria-activedescendant must not outlive it).
    return () => onActiveChange(undefined);
  }, [active, options, onActiveChange]);
  useEffect(() => {
    keysRef.current = (key) => {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        setCursor({ of: options, index: moveActive(active, options.length, key) });
        return true;
      }
      const option = options[active];
      if (key === 'Enter' && option) {
        onNavigate(option.href);
        return true;
      }
      if (key === 'Escape' && option) {
        setCursor({ of: options, index: -1 });
        return true;
      }
      return false;
    };
    return () => {
      keysRef.current = null;
    };
  }, [keysRef, options, active, onNavigate]);

  const groups = groupOptions(options);
  const loading = typed ? !fresh || match.isPending : recent.isPending;
  const nothing = typed ? options.length === 1 && !loading : options.length === 0 && !loading;

  return (
    // Clicks inside keep the focus in the input (mousedown would blur it and close the panel first).
    <div className={styles.panel} onMouseDown={(e) => e.preventDefault()}>
      <div role="listbox" id={LISTBOX_ID} aria-label="搜索建议" className={styles.listbox}>
        {groups.map(([group, list]) => (
          <div key={group} role="group" aria-label={GROUP_LABEL[group]} className={styles.group} data-group={group}>
            {group !== 'all' && (
              <div className={styles.heading} aria-hidden="true">
                {GROUP_LABEL[group]}
              </div>
            )}
            <div className={styles.options}>
              {list.map((o) => (
                <OptionLink
                  key={o.id}
                  option={o}
                  keyword={typed}
                  rank={options.indexOf(o) - options.findIndex((x) => x.group === o.group)}
                  selected={options[active]?.id === o.id}
                  onNavigate={onNavigate}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      {loading && typed && <p className={styles.note}>正在查找“{typed}”…</p>}
      {nothing && <p className={styles.note}>{typed ? '没有匹配的关键词和设计师' : '暂无搜索建议'}</p>}
    </div>
  );
}

function groupOptions(options: SuggestionOption[]): [SuggestionGroup, SuggestionOption[]][] {
  const map = new Map<SuggestionGroup, SuggestionOption[]>();
  for (const o of options) map.set(o.group, [...(map.get(o.group) ?? []), o]);
  return [...map];
}

interface OptionLinkProps {
  option: SuggestionOption;
  keyword: string;
  rank: number;
  selected: boolean;
  onNavigate: (href: string) => void;
}

function OptionLink({ option, keyword, rank, selected, onNavigate }: OptionLinkProps) {
  const { group } = option;
  return (
    <Link
      to={option.href}
      id={option.id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={styles.option}
      data-group={group}
      onClick={(e) => {
        // The header closes the search and then navigates (a plain click, not a modified one).
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onNavigate(option.href);
      }}
    >
      {group === 'hot' && (
        <span className={styles.rank} data-top={rank < 3 || undefined}>
          {rank + 1}
        </span>
      )}
      {(group === 'recent' || group === 'works') && <SearchIcon size={16} className={styles.lead} />}
      {group === 'designers' && (
        <Img
          src={option.picture ? avatarUrl(option.picture) : null}
          alt=""
          ratio="1"
          round
          eager
          className={styles.avatar}
        />
      )}
      <span className={styles.label}>
        {group === 'works' || group === 'designers' ? (
          <Highlight text={option.label} keyword={keyword} />
        ) : (
          option.label
        )}
      </span>
      {group === 'designers' && <span className={styles.tag}>设计师</span>}
      {group === 'all' && <ChevronRightIcon size={16} className={styles.trail} />}
    </Link>
  );
}

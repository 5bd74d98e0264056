import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { LISTBOX_ID, type PanelKeyHandler } from '../lib/combobox';
import styles from './header-search.module.css';
import SearchPanel from './search-panel';

/**
 * The open search box (docs/product.md §2), loaded when the header's search icon is first used (header-search):
 * while the input has focus a panel lists 最近搜索/热门搜索, or — once typing pauses — matching keywords
 * and designers and 查看全部搜索结果. Submitting (Enter) goes to /search/works?keyword=…; ArrowUp/ArrowDown
 * walk the list (ARIA combobox with aria-activedescendant), Enter opens the active option, Escape first
 * leaves the list, then hides it, then closes the search.
 */
export default function SearchBox({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [panel, setPanel] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const keys = useRef<PanelKeyHandler | null>(null);
  const navigate = useNavigate();

  const go = useCallback(
    (href: string) => {
      void navigate(href);
      setPanel(false);
      onClose();
    },
    [navigate, onClose],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = keyword.trim();
    if (value) go(paths.search(value));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <SearchIcon size={18} className={styles.leading} />
      <input
        autoFocus
        type="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder="请输入关键词"
        aria-label="搜索作品和设计师"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={panel}
        aria-controls={panel ? LISTBOX_ID : undefined}
        aria-activedescendant={panel ? activeId : undefined}
        maxLength={50}
        value={keyword}
        onFocus={() => setPanel(true)}
        onChange={(e) => {
          setKeyword(e.target.value);
          setPanel(true);
        }}
        onKeyDown={(e) => {
          if (e.nativeEvent.isComposing) return; // an IME is still composing Chinese: its Enter is not ours
          if (panel && keys.current?.(e.key)) return e.preventDefault();
          if (e.key === 'ArrowDown' && !panel) setPanel(true);
          if (e.key !== 'Escape') return;
          e.preventDefault(); // Chromium would also clear a search input on Escape
          if (panel) setPanel(false);
          else onClose();
        }}
        onBlur={(e) => {
          if (e.currentTarget.form?.contains(e.relatedTarget as Node | null)) return;
          setPanel(false);
          if (!keyword.trim()) onClose();
        }}
      />
      <button type="button" className={styles.close} aria-label="关闭搜索" onClick={onClose}>
        <CloseIcon size={16} />
      </button>
      {panel && <SearchPanel keyword={keyword} keysRef={keys} onActiveChange={setActiveId} onNavigate={go} />}
    </form>
  );
}

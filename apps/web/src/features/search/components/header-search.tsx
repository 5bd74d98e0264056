import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import styles from './header-search.module.css';

interface HeaderSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone?: 'light' | 'dark';
}

/**
 * spec §2 search box: an icon that expands into an input ('请输入关键词'); submitting goes to
 * /search/works?keyword=…. Suggestions (recent/hot/matches) arrive with the search issue.
 */
export function HeaderSearch({ open, onOpenChange, tone = 'light' }: HeaderSearchProps) {
  const [keyword, setKeyword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = keyword.trim();
    if (!value) return;
    navigate(paths.search(value));
    onOpenChange(false);
    setKeyword('');
  };

  if (!open) {
    return (
      <button
        type="button"
        className={styles.icon}
        data-tone={tone}
        aria-label="搜索"
        onClick={() => {
          onOpenChange(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon />
      </button>
    );
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <SearchIcon size={18} className={styles.leading} />
      <input
        ref={input}
        autoFocus
        type="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder="请输入关键词"
        aria-label="搜索作品和设计师"
        maxLength={50}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onOpenChange(false);
        }}
        onBlur={(e) => {
          if (!keyword.trim() && !e.currentTarget.form?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
        }}
      />
      <button type="button" className={styles.close} aria-label="关闭搜索" onClick={() => onOpenChange(false)}>
        <CloseIcon size={16} />
      </button>
    </form>
  );
}

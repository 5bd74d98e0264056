import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from './icons';
import styles from './dropdown-menu.module.css';

export type DropdownItem = { label: string; to: string } | { label: string; onSelect: () => void };

/**
 * A disclosure menu (the top bar's menus, docs/product.md §2): a button with aria-expanded and a list of links.
 * Opens on mouse hover, on tap/click, and with Enter/Space/↓; ↑/↓ move between items; Esc closes and
 * returns focus to the button; focus leaving the menu closes it.
 */
export function DropdownMenu({
  label,
  items,
  icon,
  align = 'start',
}: {
  label: string;
  items: readonly DropdownItem[];
  icon?: ReactNode;
  /** Which edge of the button the list lines up with (the last menu of a row: 'end'). */
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pointerType = useRef('');

  const focusItem = (delta: number | 'first') => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLElement);
    const next = delta === 'first' ? 0 : (current + delta + links.length) % links.length;
    links[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      // After the list is shown (next frame) focus moves into it.
      requestAnimationFrame(() => focusItem(open ? (event.key === 'ArrowDown' ? 1 : -1) : 'first'));
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const close = () => setOpen(false);

  return (
    <div
      className={styles.menu}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onPointerDown={(e) => {
          pointerType.current = e.pointerType;
        }}
        onClick={() => {
          // A mouse already opened it by hovering: a click keeps it open instead of toggling it shut.
          if (pointerType.current === 'mouse') setOpen(true);
          else setOpen((v) => !v);
          pointerType.current = '';
        }}
      >
        {icon}
        <span className={styles.label}>{label}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      <ul ref={listRef} id={listId} className={styles.list} data-align={align} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <Link to={item.to} className={styles.item} onClick={close}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

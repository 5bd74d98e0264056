import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { centerInRow } from '../lib/scroll-row';
import { ChevronDownIcon } from './icons';
import { SmartLink } from './smart-link';
import styles from './nav-menu.module.css';

export interface NavItem {
  title: string;
  link: string;
  subList?: readonly NavItem[];
}

function isActive(pathname: string, link: string): boolean {
  if (link === '/') return pathname === '/';
  const path = link.split('?')[0] ?? link;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** One top-level entry; its dropdown opens on hover and on focus, and closes on Esc (docs/design.md a11y). */
function MenuEntry({ item, tone }: { item: NavItem; tone: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const entry = useRef<HTMLLIElement>(null);
  const subs = item.subList ?? [];
  const active = isActive(pathname, item.link) || subs.some((s) => isActive(pathname, s.link));
  useEffect(() => {
    // On phones the strip scrolls sideways: the current tab is brought into view (活动 is the sixth).
    if (active && entry.current) centerInRow(entry.current);
  }, [active]);

  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <li
      ref={entry}
      className={styles.entry}
      data-tone={tone}
      data-active={active || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <SmartLink to={item.link || '/'} className={styles.link}>
        {item.title}
      </SmartLink>
      {subs.length > 0 && (
        <>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={id}
            aria-label={`${item.title}子菜单`}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDownIcon size={14} />
          </button>
          <ul id={id} className={styles.dropdown} hidden={!open}>
            {subs.map((sub) => (
              <li key={`${sub.title}-${sub.link}`}>
                <SmartLink to={sub.link || '/'} className={styles.subLink}>
                  {sub.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** Horizontal navigation with optional dropdowns (CMS tab bar, designer-center menus). */
export function NavMenu({
  items,
  label,
  tone = 'light',
}: {
  items: readonly NavItem[];
  label: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <MenuEntry key={`${item.title}-${item.link}`} item={item} tone={tone} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * docs/product.md §2: after each navigation the page scrolls to top; back/forward restores where the reader was.
 * (react-router's <ScrollRestoration> needs the data router; this is its small declarative-mode twin.)
 * Positions are kept per history entry while scrolling, and in sessionStorage across a reload.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bazaar-scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      return new Map(Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number'));
    }
  } catch {
    // Storage unavailable or a broken value: start afresh.
  }
  return new Map();
}

const positions = readSaved();

/**
 * How this document was opened. Only a reload or a back/forward visit returns to a saved position: an
 * address typed or a link opened in a new document starts at the top, although react-router calls that
 * first render a POP too.
 */
function documentNavigation(): string {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/**
 * The key a history entry's position is kept under. react-router gives every entry it did not create (the
 * first of each document) the key "default", so two documents opened in one tab would share a position:
 * those entries are told apart by their address.
 */
function positionKey(key: string, pathname: string, search: string): string {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const { hash } = location;
  const key = positionKey(location.key, location.pathname, location.search);
  const navigationType = useNavigationType();
  // The first render restores only when the document itself was reloaded or reached by back/forward.
  const first = useRef(true);
  // The entry on screen and where it is scrolled to, kept by the scroll listener. A leaving entry's position
  // is saved from here when the next one takes over — not from a listener of its own, which could still hear
  // the scroll to the top of the next page (layout effects run before the previous effects are cleaned up).
  const current = useRef({ key, y: 0 });

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => {
      current.current.y = window.scrollY;
    };
    const persist = () => {
      positions.set(current.current.key, window.scrollY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // Private mode or full storage: restoring after a reload is a nicety.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const leaving = current.current;
    if (leaving.key !== key) positions.set(leaving.key, leaving.y);
    const restore = first.current
      ? ['reload', 'back_forward'].includes(documentNavigation())
      : navigationType === 'POP';
    first.current = false;
    const saved = restore ? positions.get(key) : undefined;
    current.current = { key, y: saved ?? 0 };
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
}

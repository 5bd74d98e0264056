/**
 * spec §2: after each navigation the page scrolls to top; back/forward restores where the reader was.
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

export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
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
    const saved = positions.get(key);
    current.current = { key, y: saved ?? 0 };
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [key, hash, navigationType]);
}

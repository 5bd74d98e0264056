/**
 * The phone site's router over the History API (decision 025: ~1.5 kB where react-router was ~13 kB of a 90 kB
 * first load). `<Router>` holds the location; `navigate` pushes or replaces a history entry, `-1` goes back;
 * popstate (back/forward) redraws. A push to another path scrolls to the top; back/forward restores the position
 * the page was left at — exact where the page redraws from cached reads at once (`@bazaar/react/read`: home, a
 * work, a task); a paged list starts again from its first page, so there the position is at most that page's height. Location updates are
 * transitions, as react-router's: a lazy page still loading keeps the current page on screen, not a skeleton.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Params } from './match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** This history entry's id; 'default' for the entry the site was opened on (nothing to go back to). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<Navigate | null>(null);
const ParamsContext = createContext<Params>({});

const readLocation = (): Location & { pop: boolean } => {
  const state = window.history.state as { key?: unknown } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: typeof state?.key === 'string' ? state.key : 'default', pop: false };
};

/** Scroll positions by history entry, to restore on back/forward; `shown` is the entry on screen. */
const scrolls = new Map<string, number>();
let shown = 'default';

export function Router({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPop = () => {
      scrolls.set(shown, window.scrollY);
      startTransition(() => setLocation({ ...readLocation(), pop: true }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string | number, options?: NavigateOptions) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const current = readLocation();
    scrolls.set(shown, window.scrollY);
    const key = options?.replace ? current.key : Math.random().toString(36).slice(2, 10);
    const href = url.pathname + url.search + url.hash;
    if (options?.replace) window.history.replaceState({ key }, '', href);
    else window.history.pushState({ key }, '', href);
    startTransition(() => setLocation(readLocation()));
  }, []) as Navigate;

  const { pathname, search, hash, key, pop } = location;
  useLayoutEffect(() => {
    shown = key;
    if (pop) window.scrollTo(0, scrolls.get(key) ?? 0);
    else window.scrollTo(0, 0);
    // Only a new path or entry moves the page: a filter chip (same path, replaced query) keeps the scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, key]);

  const value = useMemo(() => ({ pathname, search, hash, key }), [pathname, search, hash, key]);
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <Router>');
  return location;
}

export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate outside <Router>');
  return navigate;
}

/** The matched route's params (set by the app's route table through `<ParamsProvider>`). */
export const useParams = (): Params => useContext(ParamsContext);
export const ParamsProvider = ParamsContext.Provider;

/** The query string, and a setter that navigates to the same path with new params. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

/** Navigates once drawn (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

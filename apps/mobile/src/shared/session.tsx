/**
 * Who is using the site (docs/product.md §4): read once with `getUserInfo` (silent: a visitor is not warned for
 * opening a page), re-read after a login, cleared on logout or any 401.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EndpointData } from '@bazaar/domain/client';
import { call, onLoggedOut } from './api';

export type User = EndpointData<'getUserInfo'>;

interface Session {
  /** undefined while the first read runs; null for a visitor. */
  user: User | null | undefined;
  refresh(): Promise<User | null>;
  logout(): Promise<void>;
}

/**
 * The gateway's script-readable companion of the httpOnly session cookie (decision 002): without it there is no
 * session to ask about, so a visitor's first load makes no getUserInfo call (docs/product.md §4).
 */
export const hasLoginFlag = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim() === 'bazaar_login=1');

async function readUser(): Promise<User | null> {
  if (!hasLoginFlag(document.cookie)) return null;
  const result = await call('getUserInfo', undefined, { silent: true });
  return result.success ? result.data : null;
}

/** The first read, started by main.tsx before the first render (readSessionFirst); its answer once in. */
let firstRead: Promise<User | null> | undefined;
let firstUser: User | null | undefined;

/**
 * Starts the session's first read before the first render (main.tsx) and resolves once it is in, or after
 * `waitMs` at most: a page then draws for the person it is for at once — no skeleton stage that the page's
 * own layout replaces (a layout shift), and the signed-in page's data and paint are not a render later
 * (issue 34 item 5). The gateway preloads this call with the HTML, so it is usually in before the JS is.
 */
export function readSessionFirst(waitMs: number): Promise<void> {
  firstRead ??= readUser().catch(() => null);
  void firstRead.then((user) => (firstUser = user));
  return Promise.race([firstRead.then(() => undefined), new Promise<void>((r) => setTimeout(r, waitMs))]);
}

const SessionContext = createContext<Session>({
  user: null,
  refresh: async () => null,
  logout: async () => undefined,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(() => firstUser);
  const refresh = useCallback(async () => {
    const next = await readUser();
    setUser(next);
    return next;
  }, []);
  const logout = useCallback(async () => {
    await call('logout');
    setUser(null);
  }, []);
  useEffect(() => {
    let live = true;
    // The read main.tsx started, if any (already in when the state above has it), else a new one.
    void (firstRead ?? readUser()).then((next) => {
      if (live) setUser(next);
    });
    const off = onLoggedOut(() => setUser(null));
    return () => {
      live = false;
      off();
    };
  }, []);
  const value = useMemo(() => ({ user, refresh, logout }), [user, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);

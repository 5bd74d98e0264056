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

const SessionContext = createContext<Session>({
  user: null,
  refresh: async () => null,
  logout: async () => undefined,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
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
    void readUser().then((next) => {
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

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

const SessionContext = createContext<Session>({
  user: null,
  refresh: async () => null,
  logout: async () => undefined,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const refresh = useCallback(async () => {
    const result = await call('getUserInfo', undefined, { silent: true });
    const next = result.success ? result.data : null;
    setUser(next);
    return next;
  }, []);
  const logout = useCallback(async () => {
    await call('logout');
    setUser(null);
  }, []);
  useEffect(() => {
    let live = true;
    void call('getUserInfo', undefined, { silent: true }).then((result) => {
      if (live) setUser(result.success ? result.data : null);
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

/**
 * The one way to read the session (CONVENTIONS.md §9). Seam for the login issue: today every visitor is
 * logged out; the next issue derives this from getUserInfo (spec §4) and keeps the `Session` shape.
 */
import { useSyncExternalStore } from 'react';
import { onLoggedOut } from '../api/client';

export interface Session {
  isLogin: boolean;
  isDesigner: boolean;
  userId: number | null;
  nickName: string | null;
}

const LOGGED_OUT: Session = { isLogin: false, isDesigner: false, userId: null, nickName: null };

let current: Session = LOGGED_OUT;
const listeners = new Set<() => void>();

function setSession(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

// spec §4: a 401 response commits logged out.
onLoggedOut(() => setSession(LOGGED_OUT));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

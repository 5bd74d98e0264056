import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../api/client';
import { toast } from '../ui/toast/toast-store';
import { commitLoggedOut, refreshPublicQueries } from './session-store';
import * as paths from '@/shared/lib/paths';

/** Router state of the navigation home after a logout: the home page commits it (see below). */
const LOGGED_OUT_STATE = { loggedOut: true } as const;

const isLoggedOutArrival = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { loggedOut?: unknown }).loggedOut === true;

/**
 * docs/product.md §2/§4: logout clears the session and sends the user home. The BFF clears its cookie even when the
 * upstream call fails, so the local state is cleared either way.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await callApi('logout');
    // The session is committed only once home is shown: committing it while a guarded page is still on
    // screen (router updates render in a transition) would bounce that page to /login?redirect=….
    await navigate(paths.home, { state: LOGGED_OUT_STATE });
  }, [navigate]);
}

/** Mounted once (app/root): completes a logout when its navigation home has rendered. */
export function useCommitLogoutOnArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const arrived = isLoggedOutArrival(location.state);
  useEffect(() => {
    if (!arrived) return;
    commitLoggedOut(queryClient);
    void refreshPublicQueries(queryClient);
    toast.success('已退出登录');
    // Drop the marker so a reload or Back does not log out again.
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [arrived, location.pathname, location.search, navigate, queryClient]);
}

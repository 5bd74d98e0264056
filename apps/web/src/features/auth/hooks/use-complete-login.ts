import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@bazaar/domain/rules';
import { completeLogin } from '@/shared/auth/sms-login';

/**
 * docs/product.md §4 "logged out → logged in" on the login pages: the shared post-login steps (`completeLogin`), then
 * the `redirect` target (same-origin paths only, else home). `completing` tells the login page not to
 * redirect on its own while this runs.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [completing, setCompleting] = useState(false);

  const complete = useCallback(async () => {
    setCompleting(true);
    const user = await completeLogin(queryClient);
    if (!user) {
      setCompleting(false);
      return;
    }
    await navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
  }, [queryClient, navigate, searchParams]);

  return { complete, completing };
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/shared/session/use-session';

// Lazy: the dialog and its styles stay off the first-load path (decision 003).
const StatementDialog = lazy(() => import('@/features/account/components/statement-dialog'));

/**
 * docs/product.md §4: a logged-in user who has not read the platform statement (whetherToReadNote 0) sees it once,
 * after login — on the page the login led to, not on the login page mid-flow.
 */
export function StatementGate() {
  const { pathname } = useLocation();
  const session = useSession();
  const onLogin = pathname === '/login' || pathname.startsWith('/login/');
  if (!session.isLogin || session.isAgreeToNote || onLogin) return null;
  return (
    <Suspense fallback={null}>
      <StatementDialog />
    </Suspense>
  );
}

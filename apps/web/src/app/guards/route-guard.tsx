import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import type { Guard } from '../route-table';
import { decideGuard } from './decide-guard';
import { GuardSkeleton } from './guard-skeleton';

// Rarely shown, with artwork: its own chunk (home first-load budget); the skeleton holds the space.
const ForbiddenPage = lazy(() => import('./forbidden-page').then((m) => ({ default: m.ForbiddenPage })));

/**
 * The one way to guard a route (docs/conventions.md §9): the route table declares `guard`, `decideGuard`
 * decides, this renders. While the session loads a skeleton stands in — the guarded page never flashes.
 */
export function RouteGuard({ guard, children }: { guard: Guard | undefined; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(guard, session, location);
  switch (decision.type) {
    case 'allow':
      return children;
    case 'pending':
      return <GuardSkeleton />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return (
        <Suspense fallback={<GuardSkeleton />}>
          <ForbiddenPage message={decision.message} isLogin={session.isLogin} />
        </Suspense>
      );
  }
}

/**
 * Where the inbox (issue 25 on phones) sits in the shell, on the first load: small wrappers that load its chunk
 * (src/shared/inbox) once a user is logged in. A visitor's page never loads it; the home page's first load
 * stays within its budget (tooling/bench/mobile-bundle-size.mjs).
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@/shared/session';

const load = () => import('@/shared/inbox/inbox-ui');
const Live = lazy(() => load().then((m) => ({ default: m.InboxLive })));
const Badge = lazy(() => load().then((m) => ({ default: m.TabBadge })));
const TopBarButton = lazy(() => load().then((m) => ({ default: m.TopBarInbox })));

/** Keeps the stream open and the counts current while logged in (one per tab: in the shell). */
export function InboxLive() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Live key={user.userId} />
    </Suspense>
  );
}

export function InboxTabBadge() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

export function InboxTopBarButton() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <TopBarButton />
    </Suspense>
  );
}

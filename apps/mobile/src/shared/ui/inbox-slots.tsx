/**
 * Where the inbox (issue 25 on phones) sits in the shell, on the first load: small wrappers that load its chunk
 * (src/shared/inbox) once a user is logged in. A visitor's page never loads it; the home page's first load
 * stays within its budget (tooling/bench/mobile-bundle-size.mjs).
 *
 * Issue 34 item 5: the badges and the event stream wait until the page has loaded and the browser is idle — its
 * chunk, the unread counts and the stream would otherwise be fetched and run while the page draws what the
 * person came for (a signed-in page's largest paint waited for them). A page that needs the stream itself (a
 * conversation, the inbox lists) opens it when it mounts, as before.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/shared/session';

/**
 * Resolves AFTER_LOAD_MS after the window has loaded, once the browser is idle (at most IDLE_WAIT_MS later). The
 * load event alone comes too early: the page's chunks and first calls are preloaded with the HTML, so the window
 * has loaded before the page has drawn its data — the inbox chunk then still competed with it.
 */
const AFTER_LOAD_MS = 1_000;
const IDLE_WAIT_MS = 1_000;
let settled: Promise<void> | null = null;
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
        : resolve();
    const idle = () => setTimeout(whenIdle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}

/** The logged-in user once `pageSettled()` (null before, and for a visitor): whom the inbox pieces are for. */
function useInboxUser() {
  const { user } = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? user : null;
}

const load = () => import('@/shared/inbox/inbox-ui');
const Live = lazy(() => load().then((m) => ({ default: m.InboxLive })));
const Badge = lazy(() => load().then((m) => ({ default: m.TabBadge })));
const TopBarButton = lazy(() => load().then((m) => ({ default: m.TopBarInbox })));

/** Keeps the stream open and the counts current while logged in (one per tab: in the shell). */
export function InboxLive() {
  const user = useInboxUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Live key={user.userId} />
    </Suspense>
  );
}

export function InboxTabBadge() {
  if (!useInboxUser()) return null;
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

export function InboxTopBarButton() {
  if (!useInboxUser()) return null;
  return (
    <Suspense fallback={null}>
      <TopBarButton />
    </Suspense>
  );
}

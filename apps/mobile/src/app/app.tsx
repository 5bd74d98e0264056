/**
 * The phone site's shell: top bar (back, title), the page, the bottom tab bar; its own small router
 * (src/shared/router, decision 025: react-router alone was 13 kB of the 90 kB first load).
 */
import { Suspense, useLayoutEffect } from 'react';
import { matchRoutes, Navigate, ParamsProvider, Router, useLocation } from '@/shared/router';
import { SessionProvider, useSession } from '@/shared/session';
import { Toasts } from '@/shared/toast';
import { useWechatMpLink } from '@/shared/wechat';
import { InboxLive } from '@/shared/ui/inbox-slots';
import { TabBar } from '@/shared/ui/tab-bar';
import { TopBar } from '@/shared/ui/top-bar';
import { Guarded } from './guard';
import { elsewhere as Elsewhere, ROUTES, type MobileRoute } from './routes';

function Screen({ route }: { route: MobileRoute | null }) {
  const title = route?.title ?? '设计集市';
  const { pathname } = useLocation();
  // A layout effect: it runs before the page's own title (usePageTitle, a passive effect) on the same commit.
  useLayoutEffect(() => {
    if (route) document.title = route.path === '/' ? '设计集市 - 找设计师，发布设计任务' : `${title} - 设计集市`;
  }, [route, title, pathname]);
  const Page = route?.page ?? Elsewhere;
  const tabBar = route?.tabBar !== false;
  return (
    <>
      <TopBar title={title} root={route?.root ?? false} share={route?.share} />
      <main className={tabBar ? 'm-main' : 'm-main m-main-notabs'}>
        <Suspense fallback={<div className="m-skeleton m-page-skeleton" aria-hidden="true" />}>
          <Guarded guard={route?.guard}>
            <Page />
          </Guarded>
        </Suspense>
      </main>
      {tabBar && <TabBar />}
    </>
  );
}

type Entry = MobileRoute | 'join' | null;

const TABLE: { path: string; value: Entry }[] = [
  ...ROUTES.map((route) => ({ path: route.path, value: route })),
  // docs/product.md §2: /login/invitation goes to /join.
  { path: '/login/invitation', value: 'join' },
  // Designer-centre pages under /u that the phone site does not draw: not a homepage id.
  ...['/u/works'].map((path) => ({ path, value: null })),
  { path: '*', value: null },
];

/**
 * The chunk of the page at `pathname` (main.tsx awaits it before the first render, so the first page does not
 * suspend: lazy-page.ts). Its load started with the HTML (the gateway's modulepreload hints).
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const value = matchRoutes(TABLE, pathname)?.value;
  if (value === 'join') return Promise.resolve();
  return (value?.page ?? Elsewhere).preload();
}

function Routes() {
  const match = matchRoutes(TABLE, useLocation().pathname);
  if (match?.value === 'join') return <Navigate to="/join" replace />;
  return (
    <ParamsProvider value={match?.params ?? {}}>
      <Screen route={match?.value ?? null} />
    </ParamsProvider>
  );
}

/** Issue 33: inside WeChat, a logged-in user's official-account open id (JSAPI payments) — once per tab. */
function WechatMpLink() {
  useWechatMpLink(Boolean(useSession().user));
  return null;
}

export function App() {
  return (
    <Router>
      <SessionProvider>
        <Routes />
        <InboxLive />
        <WechatMpLink />
        <Toasts />
      </SessionProvider>
    </Router>
  );
}

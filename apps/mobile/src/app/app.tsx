/**
 * The phone site's shell: top bar (back, title), the page, the bottom tab bar; react-router in declarative
 * mode like the web (useRoutes under BrowserRouter).
 */
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation, useRoutes } from 'react-router';
import { SessionProvider } from '@/shared/session';
import { Toasts } from '@/shared/toast';
import { TabBar } from '@/shared/ui/tab-bar';
import { TopBar } from '@/shared/ui/top-bar';
import { Guarded } from './guard';
import { elsewhere as Elsewhere, ROUTES, type MobileRoute } from './routes';

function Screen({ route }: { route: MobileRoute | null }) {
  const title = route?.title ?? '设计集市';
  const { pathname } = useLocation();
  useEffect(() => {
    if (route) document.title = route.path === '/' ? '设计集市 - 找设计师，发布设计任务' : `${title} - 设计集市`;
    window.scrollTo(0, 0);
  }, [route, title, pathname]);
  const Page = route?.page ?? Elsewhere;
  return (
    <>
      <TopBar title={title} root={route?.root ?? false} />
      <main className="m-main">
        <Suspense fallback={<div className="m-skeleton m-page-skeleton" aria-hidden="true" />}>
          <Guarded guard={route?.guard}>
            <Page />
          </Guarded>
        </Suspense>
      </main>
      <TabBar />
    </>
  );
}

function Routes() {
  return useRoutes([
    ...ROUTES.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
    // docs/product.md §2: /login/invitation goes to /join.
    { path: '/login/invitation', element: <Navigate to="/join" replace /> },
    // Designer-centre pages under /u that the phone site does not draw: not a homepage id.
    ...['/u/account', '/u/bill', '/u/works'].map((path) => ({ path, element: <Screen route={null} /> })),
    { path: '*', element: <Screen route={null} /> },
  ]);
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes />
        <Toasts />
      </SessionProvider>
    </BrowserRouter>
  );
}

import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { RouteErrorPage } from '@/features/errors/pages/route-error-page';
import { RouteGuard } from './guards/route-guard';
import { layouts, type LayoutName } from './layouts/layouts';
import { Root } from './root';
import { routeTable, type RouteEntry } from './route-table';

const underConstruction = () => import('@/features/errors/pages/under-construction-page');

function toRoute(entry: RouteEntry): RouteObject {
  const handle = { title: entry.title, guard: entry.guard };
  if (entry.redirect) {
    const to = entry.redirect;
    return { path: entry.path, handle, loader: () => redirect(to) };
  }
  const load = entry.page ?? underConstruction;
  return {
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const { default: Page } = await load();
      return {
        Component: () => (
          <RouteGuard guard={entry.guard}>
            <Page />
          </RouteGuard>
        ),
      };
    },
  };
}

const layoutOrder: LayoutName[] = ['default', 'plain', 'designer', 'blank'];

export const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      ...layoutOrder.map((name): RouteObject => {
        const Layout = layouts[name];
        return {
          element: <Layout />,
          errorElement: <RouteErrorPage />,
          children: routeTable.filter((r) => r.layout === name).map(toRoute),
        };
      }),
      {
        // spec §2: unknown paths get the space-trip 404 inside the site chrome.
        element: <layouts.plain />,
        children: [{ path: '*', handle: { title: '页面不存在' }, element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteGuard } from './guards/route-guard';
import { layouts, type LayoutName } from './layouts/layouts';
import { Root } from './root';
import { LazyNotFoundPage, RouteErrorBoundary } from './route-error-boundary';
import { routeTable, type RouteEntry } from './route-table';

const underConstruction = () => import('@/features/errors/pages/under-construction-page');

function toRoute(entry: RouteEntry): RouteObject {
  const handle = { title: entry.title, guard: entry.guard, toolbar: entry.toolbar, headerTheme: entry.headerTheme };
  if (entry.redirect) {
    const to = entry.redirect;
    return { path: entry.path, handle, loader: () => redirect(to) };
  }
  const load = entry.page ?? underConstruction;
  return {
    path: entry.path,
    handle,
    errorElement: <RouteErrorBoundary />,
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
    errorElement: <RouteErrorBoundary />,
    children: [
      ...layoutOrder.map((name): RouteObject => {
        const Layout = layouts[name];
        return {
          element: <Layout />,
          errorElement: <RouteErrorBoundary />,
          children: routeTable.filter((r) => r.layout === name).map(toRoute),
        };
      }),
      {
        // spec §2: unknown paths get the space-trip 404 inside the site chrome.
        element: <layouts.plain />,
        children: [{ path: '*', handle: { title: '页面不存在' }, element: <LazyNotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

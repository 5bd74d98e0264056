/**
 * The route tree, built from the route table, in react-router's declarative mode (`useRoutes` under a
 * <BrowserRouter>). The data router (createBrowserRouter) shipped loaders, actions, fetchers and
 * revalidation this app never used: ≈ 16 kB gzip of the home first load (budget 130 kB). What the shell took
 * from it has small twins here: lazy pages (React.lazy; navigations are transitions, so the previous page
 * stays until the next one's chunk arrives), the progress bar (route-loading), error boundaries
 * (route-error-boundary), scroll restoration and the matched entry (route-match).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteGuard } from './guards/route-guard';
import { layouts, type LayoutName } from './layouts/layouts';
import { Root } from './root';
import { LazyNotFoundPage, RouteErrorBoundary } from './route-error-boundary';
import { trackRouteLoad } from './route-loading';
import { routeTable, type RouteEntry } from './route-table';

const underConstruction = () => import('@/features/errors/pages/under-construction-page');

function lazyPage(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  if (entry.page) {
    const load = entry.page;
    return lazy(() => trackRouteLoad(load()));
  }
  return lazy(() =>
    trackRouteLoad(underConstruction()).then(({ UnderConstructionPage }) => ({
      default: () => <UnderConstructionPage title={entry.title} />,
    })),
  );
}

function toRoute(entry: RouteEntry): RouteObject {
  if (entry.redirect) return { path: entry.path, element: <Navigate to={entry.redirect} replace /> };
  const Page = lazyPage(entry);
  return {
    path: entry.path,
    element: (
      <RouteErrorBoundary>
        <RouteGuard guard={entry.guard}>
          <Page />
        </RouteGuard>
      </RouteErrorBoundary>
    ),
  };
}

const layoutOrder: LayoutName[] = ['default', 'plain', 'designer', 'blank'];

const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Root />
      </RouteErrorBoundary>
    ),
    children: [
      ...layoutOrder.map((name): RouteObject => {
        const Layout = layouts[name];
        return {
          element: (
            <RouteErrorBoundary>
              <Layout />
            </RouteErrorBoundary>
          ),
          children: routeTable.filter((r) => r.layout === name).map(toRoute),
        };
      }),
      {
        // docs/product.md §2: unknown paths get the space-trip 404 inside the site chrome.
        element: <layouts.plain />,
        children: [{ path: '*', element: <LazyNotFoundPage /> }],
      },
    ],
  },
];

/**
 * The app's routes. The boundary shows nothing while the first page's chunk loads — the gateway's static
 * shell has painted the header meanwhile — and never again: later navigations keep the current page.
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(appRoutes)}</Suspense>;
}

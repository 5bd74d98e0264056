/** docs/product.md §2 layouts: blank; top bar + header + footer; default (+ toolbar); designer (+ toolbar). */
import { Outlet } from 'react-router';
import { lazy, Suspense, type JSX } from 'react';
import { useRouteEntry } from '../route-match';
import { DesignerHeader } from './designer-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import styles from './layouts.module.css';

// Fixed to the viewport's edge, so arriving a moment after the page moves nothing: a lazy chunk keeps it
// out of every page's first load (home budget).
const LazyToolbar = lazy(() => import('./floating-toolbar').then((m) => ({ default: m.FloatingToolbar })));
function FloatingToolbar() {
  return (
    <Suspense fallback={null}>
      <LazyToolbar />
    </Suspense>
  );
}

export type LayoutName = 'blank' | 'plain' | 'default' | 'designer';

function Main() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}

function BlankLayout() {
  return <Main />;
}

function PlainLayout() {
  return (
    <>
      <TopBar />
      <SiteHeader />
      <Main />
      <SiteFooter />
    </>
  );
}

function DefaultLayout() {
  // docs/product.md §2: the header turns dark on brand pages — flagged per route in the route table (`headerTheme`).
  const dark = useRouteEntry()?.headerTheme === 'dark';
  return (
    <>
      <TopBar />
      <SiteHeader dark={dark} />
      <Main />
      <SiteFooter />
      <FloatingToolbar />
    </>
  );
}

function DesignerLayout() {
  return (
    <>
      <TopBar />
      <DesignerHeader />
      <Main />
      <SiteFooter />
      <FloatingToolbar />
    </>
  );
}

export const layouts = {
  blank: BlankLayout,
  plain: PlainLayout,
  default: DefaultLayout,
  designer: DesignerLayout,
} satisfies Record<LayoutName, () => JSX.Element>;

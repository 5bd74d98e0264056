/** spec §2 layouts: blank; top bar + header + footer; default (+ toolbar); designer (+ toolbar). */
import { Outlet, useLocation } from 'react-router';
import type { JSX } from 'react';
import { DesignerHeader } from './designer-header';
import { FloatingToolbar } from './floating-toolbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import styles from './layouts.module.css';

export type LayoutName = 'blank' | 'plain' | 'default' | 'designer';

function Main() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}

export function BlankLayout() {
  return <Main />;
}

export function PlainLayout() {
  return (
    <>
      <TopBar />
      <SiteHeader />
      <Main />
      <SiteFooter />
    </>
  );
}

export function DefaultLayout() {
  const { pathname } = useLocation();
  // spec §2: the header turns dark on brand pages.
  const dark = pathname === '/brand' || pathname.startsWith('/brand/');
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

export function DesignerLayout() {
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

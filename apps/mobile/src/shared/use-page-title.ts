/**
 * A page's own document title once its data is in (a work, a designer, a task): the share card's title
 * (`@bazaar/domain/format` share titles, as the gateway serves it). WeChat's in-app browser shares a page under
 * its document title, so it must not stay the route's generic one. The shell sets that one in a layout effect,
 * which runs before this.
 */
import { useEffect } from 'react';
import { useLocation } from './router';

export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname]);
}

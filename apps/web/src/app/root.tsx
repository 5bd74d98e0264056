import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { NavigationProgress } from './navigation-progress';

const SITE = '设计集市';

/** Wraps every route: document title from the route table, scroll handling, navigation progress. */
export function Root() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = title && title !== '首页' ? `${title} - ${SITE}` : `${SITE} - 找设计师，发布设计任务`;
  }, [title]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      {/* spec §2: after each navigation the page scrolls to top (back/forward restores). */}
      <ScrollRestoration />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadGrowthProjects } from '@/shared/session/session-store';
import { useCommitLogoutOnArrival } from '@/shared/session/use-logout';
import { useSession } from '@/shared/session/use-session';
import { NavigationProgress } from './navigation-progress';
import { useRouteEntry } from './route-match';
import { useScrollRestoration } from './scroll-restoration';
import { StatementGate } from './statement-gate';

const SITE = '设计集市';

/** docs/product.md §2 "after each navigation": growth projects are (re)loaded on /my pages. */
function useGrowthProjectsOnMyPages() {
  const { pathname } = useLocation();
  const { isLogin } = useSession();
  const queryClient = useQueryClient();
  const onMyPage = pathname === '/my' || pathname.startsWith('/my/');
  useEffect(() => {
    if (onMyPage && isLogin) void loadGrowthProjects(queryClient);
  }, [pathname, onMyPage, isLogin, queryClient]);
}

/** docs/product.md §2: a page view after each navigation (batched beacons; the previous path is the referrer). */
function usePageViews() {
  const { pathname, search } = useLocation();
  const previous = useRef(document.referrer);
  useEffect(() => {
    const path = pathname + search;
    const view = { path, referrer: previous.current };
    previous.current = path;
    // A lazy chunk: the beacon queue is not needed for the first paint (home first-load budget).
    void import('@/shared/lib/page-views').then((m) => m.recordPageView(view));
  }, [pathname, search]);
}

/** Wraps every route: document title from the route table, scroll handling, navigation progress. */
export function Root() {
  const entry = useRouteEntry();
  const title = entry ? entry.title : '页面不存在';
  useEffect(() => {
    document.title = title && title !== '首页' ? `${title} - ${SITE}` : `${SITE} - 找设计师，发布设计任务`;
  }, [title]);
  useGrowthProjectsOnMyPages();
  useCommitLogoutOnArrival();
  usePageViews();
  // docs/product.md §2: after each navigation the page scrolls to top (back/forward restores).
  useScrollRestoration();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <StatementGate />
    </>
  );
}

/**
 * The matched route-table entry for a location — what the data router's `useMatches().handle` gave the
 * shell (document title, the toolbar's extras, the dark header). The app uses react-router's declarative
 * mode (see router.tsx), so the shell matches the flat table itself; react-router ranks the paths.
 */
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { routeTable, type RouteEntry } from './route-table';

const flat = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The table's entry for a path; undefined on an unknown path (the 404 page). */
export function matchEntry(pathname: string): RouteEntry | undefined {
  return matchRoutes(flat, pathname)?.at(-1)?.route.entry;
}

/** The table's entry for the current location. */
export function useRouteEntry(): RouteEntry | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchEntry(pathname), [pathname]);
}

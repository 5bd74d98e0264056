/**
 * The one way to read the session (docs/conventions.md §9), derived from getUserInfo (docs/product.md §3/§4).
 * `status: 'loading'` until the first probe answers: guards show a skeleton meanwhile, never the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GrowthProject } from '@bazaar/domain/entities';
import { fetchGrowthProjects, GROWTH_PROJECTS_KEY, sessionQuery } from './session-store';

export interface Session {
  status: 'loading' | 'ready';
  isLogin: boolean;
  isDesigner: boolean;
  /** Issue 7: a platform consultant, who may use /admin. */
  isOperator: boolean;
  userId: number | null;
  nickName: string | null;
  /** docs/product.md §4: whetherToReadNote === 1 (the platform statement was accepted). */
  isAgreeToNote: boolean;
  /** docs/product.md §3: growth projects (myGrewUpProjectList), empty when logged out. */
  projectList: readonly GrowthProject[];
  /** Issue 22: the account has a password (changing it needs the old one; else an SMS code proves it). */
  hasPassword: boolean;
}

const NO_PROJECTS: readonly GrowthProject[] = [];

export function useSession(): Session {
  const user = useQuery(sessionQuery);
  const info = user.data ?? null;
  const projects = useQuery({
    queryKey: GROWTH_PROJECTS_KEY,
    queryFn: fetchGrowthProjects,
    enabled: info !== null,
    staleTime: Infinity,
  });
  const projectList = info ? (projects.data ?? NO_PROJECTS) : NO_PROJECTS;
  return useMemo(
    () => ({
      status: user.isPending ? 'loading' : 'ready',
      isLogin: info !== null,
      isDesigner: info?.isDesigner ?? false,
      isOperator: info?.isOperator ?? false,
      userId: info?.userId ?? null,
      nickName: info?.nickName ?? null,
      isAgreeToNote: info?.whetherToReadNote === 1,
      projectList,
      hasPassword: info?.hasPassword ?? true,
    }),
    [user.isPending, info, projectList],
  );
}

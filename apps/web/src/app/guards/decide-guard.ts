/**
 * docs/product.md §2 "Route guards" as one pure decision: given the session, a route's guard meta and the location,
 * allow the page, wait (session still loading), redirect, or show the forbidden notice. `RouteGuard`
 * renders the answer; tests pin the whole matrix.
 */
import { DESIGNER_ONLY_MESSAGE } from '@bazaar/domain/rules';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import type { Guard } from '../route-table';

export interface GuardSession {
  status: 'loading' | 'ready';
  isLogin: boolean;
  isDesigner: boolean;
  userId: number | null;
  /** Issue 7: a platform consultant (userInfo.isOperator); absent → not one. */
  isOperator?: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'pending' }
  | { type: 'redirect'; to: string }
  | { type: 'forbidden'; message: string };

/** /my/home for someone logged in who is not a designer: they have no homepage yet — say so, offer /join. */
export const NO_DESIGNER_HOMEPAGE = '你还不是设计师，暂时没有设计师主页';

/** The same words the api answers an operator call with (apps/api http/endpoint.ts). */
export const OPERATOR_ONLY = '仅平台运营人员可以访问';

const ALLOW: GuardDecision = { type: 'allow' };
const PENDING: GuardDecision = { type: 'pending' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** `redirect` values are always built from the router's own location: a same-origin path. */
const fullPath = (location: GuardLocation) => location.pathname + location.search;

const toLogin = (location: GuardLocation) => redirect(paths.login(fullPath(location)));

/** docs/product.md §2: /u/{userId}, keeping worksType if present; no userId → /login. */
function toHomepage(session: GuardSession, location: GuardLocation): GuardDecision {
  if (session.userId === null) return toLogin(location);
  const worksType = new URLSearchParams(location.search).get('worksType') ?? undefined;
  return redirect(withQuery(paths.designer(session.userId), { worksType }));
}

export function decideGuard(guard: Guard | undefined, session: GuardSession, location: GuardLocation): GuardDecision {
  if (!guard) return ALLOW;
  // docs/product.md §6: visitors may view a task page with all=1 — no need to wait for the session.
  if (guard === 'taskDetail' && new URLSearchParams(location.search).get('all') === '1') return ALLOW;
  if (session.status === 'loading') return PENDING;

  switch (guard) {
    case 'login':
    case 'taskDetail':
      return session.isLogin ? ALLOW : toLogin(location);
    case 'designer':
      return session.isLogin && session.isDesigner ? ALLOW : { type: 'forbidden', message: DESIGNER_ONLY_MESSAGE };
    case 'designerOrJoin':
      if (!session.isLogin) return toLogin(location);
      return session.isDesigner ? ALLOW : redirect(paths.join(fullPath(location)));
    case 'designerHomepage':
      // Chosen (docs/product.md §2 names only the designer's redirect): a non-designer's /u/{id} would be the 404.
      if (session.isLogin && !session.isDesigner) return { type: 'forbidden', message: NO_DESIGNER_HOMEPAGE };
      return toHomepage(session, location);
    case 'joinUnlessDesigner':
      return session.isLogin && session.isDesigner ? toHomepage(session, location) : ALLOW;
    case 'operator':
      if (!session.isLogin) return toLogin(location);
      return session.isOperator ? ALLOW : { type: 'forbidden', message: OPERATOR_ONLY };
  }
}

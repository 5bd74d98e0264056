/**
 * The desktop's guards on the phone site (docs/product.md §2 route guards): `login` and `taskDetail` (login unless
 * `all=1`) send a visitor to `/login?redirect={fullPath}`; `designer` shows 设计师才可以访问; `designerOrJoin` sends a
 * visitor to log in and a user who is not a designer to `/join?redirect={fullPath}`. While the session is
 * read a skeleton stands in, so a guarded page never flashes.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/shared/router';
import { useSession } from '@/shared/session';
import { Empty } from '@/shared/ui/states';

export type Guard = 'login' | 'taskDetail' | 'designer' | 'designerOrJoin';

export function Guarded({ guard, children }: { guard: Guard | undefined; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!guard) return children;
  if (guard === 'taskDetail' && new URLSearchParams(location.search).get('all') === '1') return children;
  if (user === undefined) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  // designerOrJoin (docs/product.md §2): a logged-in user who is not a designer is sent to join.
  if (guard === 'designerOrJoin' && !user.isDesigner)
    return <Navigate to={`/join?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (guard === 'designer' && !user.isDesigner)
    return <Empty text="设计师才可以访问" action={{ to: '/', label: '回到首页' }} />;
  return children;
}

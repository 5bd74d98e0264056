/** A CMS link: a site path through the router, an http(s) URL as a plain link (CMS links are checked, cms decoder). */
import type { ReactNode } from 'react';
import { Link } from '@/shared/router';

export function SmartLink({
  to,
  className,
  children,
  ...rest
}: {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  if (/^https?:/i.test(to))
    return (
      <a href={to} className={className} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}

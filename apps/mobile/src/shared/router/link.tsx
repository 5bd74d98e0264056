/** `<Link>`: a real `<a href>` (open in a new tab, copy the link) whose plain left clicks the router takes. */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isActivePath, shouldIntercept } from './match';
import { useLocation, useNavigate } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry instead of adding one (tabs over the same list). */
  replace?: boolean;
}

export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const a = event.currentTarget;
    const link = { href: a.href, target: a.target, download: a.hasAttribute('download') };
    if (!shouldIntercept(event, link, window.location.origin)) return;
    event.preventDefault();
    // A link to the page already shown replaces its entry (as react-router): back does not repeat it.
    const url = new URL(a.href);
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? url.pathname + url.search + url.hash === here });
  };
  return <a {...rest} href={to} onClick={click} />;
}

/** A tab: `active` class and aria-current="page" while the current page is `to` (or under it, unless `end`). */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const active = isActivePath(to, useLocation().pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

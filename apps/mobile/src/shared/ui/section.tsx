import type { ReactNode } from 'react';
import { Link } from '@/shared/router';
import { ChevronIcon } from './icons';

/** A home/page section: title, an optional 更多 link, content. */
export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="m-section">
      <div className="m-section-head">
        <h2 className="m-section-title">{title}</h2>
        {more && (
          <Link to={more.to} className="m-more">
            {more.label}
            <ChevronIcon />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A titled group of links as a phone's settings list (我的, the employer centre): each row a 52 px target. */
import { Link } from '@/shared/router';
import { ChevronIcon } from './icons';

export interface MenuEntry {
  to: string;
  label: string;
  hint?: string;
}

export function Menu({ title, entries }: { title: string; entries: MenuEntry[] }) {
  return (
    <section className="m-menu">
      <h2 className="m-menu-title">{title}</h2>
      <ul>
        {entries.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="m-menu-item">
              <span>{e.label}</span>
              {e.hint && <span className="m-menu-hint">{e.hint}</span>}
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

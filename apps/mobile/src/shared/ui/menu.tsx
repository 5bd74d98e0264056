/** A titled group of links as a phone's settings list (我的, the employer centre): each row a 52 px target. */
import { Link } from '@/shared/router';
import { ChevronIcon } from './icons';

export interface MenuEntry {
  to: string;
  label: string;
  hint?: string;
}

/** A designer's reports: 我的 › 成长 and /zt/tool's 诊断与报告 list them. */
export const REPORT_ENTRIES: readonly MenuEntry[] = [
  { to: '/my/score', label: '我的成绩', hint: '六类测评' },
  { to: '/my/diagnosis', label: '作品诊断', hint: '作品与资料' },
  { to: '/my/healthy', label: '账号健康度', hint: '接单表现' },
];

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

/**
 * /help/{name} on a phone (the desktop's help centre, docs/product.md §2 help children): the doc named by the path
 * from the static content in @bazaar/domain/help — the same article HTML the desktop draws (`renderHelpArticle`,
 * every text escaped) — then the centre's every doc by group as a list. The on-page contents scroll to their
 * section without a history entry (a hash entry would read as back/forward to the router).
 */
import '@/styles/pages-content.css';
import '@/styles/pages-help-join.css';
import { useMemo, type MouseEvent } from 'react';
import { HELP_DOCS, HELP_GROUPS, helpDocOf, renderHelpArticle } from '@bazaar/domain/help';
import { Link, useLocation } from '@/shared/router';
import { ChevronIcon } from '@/shared/ui/icons';
import { usePageTitle } from '@/shared/use-page-title';
import ElsewherePage from './elsewhere';

function onAnchor(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="#"]');
  if (!link) return;
  event.preventDefault();
  document.getElementById(decodeURIComponent(link.hash.slice(1)))?.scrollIntoView({ block: 'start' });
}

export default function HelpPage() {
  const name = useLocation().pathname.split('/')[2] ?? '';
  const doc = helpDocOf(name);
  const article = useMemo(() => (doc ? { __html: renderHelpArticle(doc) } : null), [doc]);
  usePageTitle(doc ? `${doc.title} - 设计集市` : null);
  if (!doc || !article) return <ElsewherePage />;
  return (
    <>
      {/* Static text from the domain, escaped by renderHelpArticle. */}
      <div className="m-help-article" onClick={onAnchor} dangerouslySetInnerHTML={article} />
      <nav className="m-section" aria-label="帮助中心">
        <h2 className="m-section-title m-help-nav-title">帮助中心</h2>
        {HELP_GROUPS.map((group) => (
          <div key={group.title} className="m-help-group">
            <h3 className="m-help-group-title">{group.title}</h3>
            <ul className="m-help-menu">
              {group.names.map((n) => (
                <li key={n}>
                  <Link to={`/help/${n}`} aria-current={n === doc.name ? 'page' : undefined}>
                    {HELP_DOCS[n]?.title}
                    <ChevronIcon />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

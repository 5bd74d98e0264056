/**
 * /help/* — the help centre (docs/product.md §2 help children): one page drawing the doc named by the path from the
 * static content in @bazaar/domain/help, with a side menu (a scrolling row of pills at ≤ 768 px), headings with
 * anchors and an on-page contents list. The feature's one lazy module: the route table imports
 * `HelpPage` from here for all ten routes.
 */
import { HELP_DOCS, HELP_GROUPS, renderHelpArticle } from '@bazaar/domain/help';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '@/shared/ui/container';
import { MyReports } from '../components/my-reports';
import './help-article.css';
import styles from './help.module.css';
import * as paths from '@/shared/lib/page-paths';

export function HelpPage() {
  const { pathname } = useLocation();
  const name = pathname.split('/')[2] ?? 'qa';
  const doc = HELP_DOCS[name] ?? HELP_DOCS.qa!;
  const article = useMemo(() => ({ __html: renderHelpArticle(doc) }), [doc]);
  return (
    <Container className={styles.wrap}>
      <nav className={styles.side} aria-label="帮助中心">
        <p className={styles.sideTitle}>帮助中心</p>
        {HELP_GROUPS.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <ul className={styles.menu}>
              {group.names.map((n) => (
                <li key={n}>
                  <Link
                    to={paths.help(n)}
                    className={styles.menuLink}
                    aria-current={n === doc.name ? 'page' : undefined}
                  >
                    {HELP_DOCS[n]?.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <article className={styles.article}>
        {/* The same HTML the gateway paints in the static shell (static text from the domain, escaped). */}
        <div dangerouslySetInnerHTML={article} />
        {doc.name === 'infringement' && <MyReports />}
      </article>
    </Container>
  );
}

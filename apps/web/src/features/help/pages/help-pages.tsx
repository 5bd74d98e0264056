/**
 * /help/* — the help centre (spec §2 help children): one page drawing the doc named by the path from the
 * static content beside it, with a side menu (a scrolling row of pills at ≤ 768 px), headings with
 * anchors and an on-page contents list. The feature's one lazy module: the route table imports
 * `HelpPage` from here for all ten routes.
 */
import { Link, useLocation } from 'react-router';
import { Container } from '@/shared/ui/container';
import { HELP_DOCS, HELP_GROUPS, type HelpSection } from '../content/help-content';
import { MyReports } from '../components/my-reports';
import styles from './help.module.css';

function Section({ section }: { section: HelpSection }) {
  return (
    <section className={styles.section} aria-labelledby={section.id}>
      <h2 id={section.id} className={styles.h2}>
        {section.title}
        <a className={styles.anchor} href={`#${section.id}`} aria-label={`链接到「${section.title}」`}>
          #
        </a>
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className={styles.p}>
          {p}
        </p>
      ))}
      {section.list && (
        <ul className={styles.list}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.faqs && (
        <dl className={styles.faqs}>
          {section.faqs.map((f) => (
            <div key={f.q} className={styles.faq}>
              <dt className={styles.q}>{f.q}</dt>
              <dd className={styles.a}>{f.a}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function HelpPage() {
  const { pathname } = useLocation();
  const name = pathname.split('/')[2] ?? 'qa';
  const doc = HELP_DOCS[name] ?? HELP_DOCS.qa!;
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
                    to={`/help/${n}`}
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
        <header className={styles.head}>
          <h1 className={styles.h1}>{doc.title}</h1>
          <p className={styles.summary}>{doc.summary}</p>
          <p className={styles.updated}>更新日期：{doc.updated}</p>
        </header>
        <nav className={styles.toc} aria-label="本页目录">
          <p className={styles.tocTitle}>本页目录</p>
          <ol className={styles.tocList}>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((s) => (
          <Section key={s.id} section={s} />
        ))}
        {doc.name === 'infringement' && <MyReports />}
      </article>
    </Container>
  );
}

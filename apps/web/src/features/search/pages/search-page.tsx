import { useParams, useSearchParams } from 'react-router';
import { countText } from '@/shared/lib/count-text';
import { useHireDesigner } from '@/shared/lib/use-hire-designer';
import { CardGrid } from '@/shared/ui/card-grid';
import { DesignerCard } from '@/shared/ui/cards/designer-card';
import { WorkCard } from '@/shared/ui/cards/work-card';
import { Container } from '@/shared/ui/container';
import { Highlight } from '@/shared/ui/highlight';
import { useRecentKeywords, useRecordSearch } from '../api/search-keywords';
import { useSearchDesigners, useSearchWorks } from '../api/search-results';
import { KeywordChips } from '../components/keyword-chips';
import { SearchBar } from '../components/search-bar';
import { SearchTabs } from '../components/search-tabs';
import { readSearchState, SEARCH_PAGE_SIZE, searchHref, searchPageInput, type SearchKind } from '../lib/search-state';
import styles from './search-page.module.css';

/**
 * /search/{kind}?keyword= (docs/product.md §2, issue 6): tabs 作品 / 设计师 with their counts, highlighted matches,
 * paging in the URL, hot keywords when nothing matches or nothing was asked.
 */
export function SearchPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const state = readSearchState(id, params);
  const { kind, keyword, current } = state;

  // The active tab loads its page; the other only its count (one row).
  const works = useSearchWorks(searchPageInput(state, 'works'));
  const designers = useSearchDesigners(searchPageInput(state, 'designer'));
  const active = kind === 'works' ? works : designers;
  const paging = { current, pageSize: SEARCH_PAGE_SIZE[kind], hrefFor: (n: number) => searchHref(kind, keyword, n) };
  const recorded = useRecordSearch(keyword, !active.isPending);
  // Recent/hot keywords are shown only in the prompt and the empty state: asked only then, so they never
  // compete with the results (and their images) for the network.
  const suggestions = useRecentKeywords(recorded && (!keyword || active.data?.rows.length === 0));
  const hot = suggestions.data?.hotKeywords ?? [];
  // Placeholder data is only ever the same keyword's other page (see search-results), so its total holds.
  const counts: Record<SearchKind, string | null> = {
    works: works.data ? countText(works.data) : null,
    designer: designers.data ? countText(designers.data) : null,
  };
  const hire = useHireDesigner();

  if (!keyword) {
    return (
      <Container className={styles.page}>
        <SearchBar key="" kind={kind} keyword="" />
        <section className={styles.prompt}>
          <h1 className={styles.promptTitle}>想找什么作品或设计师？</h1>
          <p className={styles.promptText}>输入关键词，比如风格、题材或设计师的名字</p>
          <KeywordChips label="最近搜索" keywords={suggestions.data?.recentKeywords ?? []} />
          <KeywordChips label="热门搜索" keywords={hot} />
        </section>
      </Container>
    );
  }

  const noun = kind === 'works' ? '个作品' : '位设计师';
  const empty = (
    <section className={styles.empty}>
      <p className={styles.emptyText}>
        没有找到与“{keyword}”相关的{kind === 'works' ? '作品' : '设计师'}，换个关键词试试
      </p>
      <KeywordChips label="大家都在搜" keywords={hot.filter((k) => k !== keyword)} />
    </section>
  );
  return (
    <Container className={styles.page}>
      <SearchBar key={keyword} kind={kind} keyword={keyword} />
      <h1 className={styles.title}>
        “<span className={styles.keyword}>{keyword}</span>”的搜索结果
      </h1>
      <SearchTabs kind={kind} keyword={keyword} counts={counts} />
      <p className={styles.count} aria-live="polite">
        {counts[kind] === null ? '\u00a0' : `共 ${counts[kind]} ${noun}`}
      </p>
      {kind === 'works' ? (
        <CardGrid kind="works" query={works} paging={paging} empty={empty}>
          {(work, i) => (
            <WorkCard
              key={work.worksId}
              work={work}
              eager={i < 4}
              title={<Highlight text={work.title} keyword={keyword} />}
            />
          )}
        </CardGrid>
      ) : (
        <CardGrid kind="designers" query={designers} paging={paging} empty={empty}>
          {(d, i) => (
            <DesignerCard
              key={d.userId}
              designer={d}
              onHire={hire}
              eager={i === 0}
              name={<Highlight text={d.name} keyword={keyword} />}
            />
          )}
        </CardGrid>
      )}
    </Container>
  );
}

export default SearchPage;

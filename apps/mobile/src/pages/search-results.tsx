/** Search results: 作品 / 设计师 tabs over the same keyword (the desktop's /search/{kind}?keyword=). */
import { useEffect } from 'react';
import { Link } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { DesignerCard, WorkCard } from '@/shared/ui/cards';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export function SearchResults({ kind, keyword }: { kind: 'works' | 'designer'; keyword: string }) {
  useEffect(() => {
    // Decision 009: the results page records its keyword (per user, or per browser for a visitor).
    void call('recordSearchKeyWord', { keyword }, { silent: true });
  }, [keyword]);
  const q = encodeURIComponent(keyword);
  return (
    <>
      <nav className="m-chips" aria-label="搜索类型">
        <Link
          className="m-chip"
          to={`/search/works?keyword=${q}`}
          replace
          aria-current={kind === 'works' ? 'page' : undefined}
        >
          作品
        </Link>
        <Link
          className="m-chip"
          to={`/search/designer?keyword=${q}`}
          replace
          aria-current={kind === 'designer' ? 'page' : undefined}
        >
          设计师
        </Link>
      </nav>
      {kind === 'works' ? <WorkResults keyword={keyword} /> : <DesignerResults keyword={keyword} />}
    </>
  );
}

function WorkResults({ keyword }: { keyword: string }) {
  const list = usePaged(
    `search-works:${keyword}`,
    async (current, pageSize) => dataOr(await call('getAllWorksPage', { current, pageSize, keyword }), null),
    (w) => w.worksId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        <Empty
          text={`没有找到与“${keyword}”相关的作品`}
          action={{ to: `/search/designer?keyword=${encodeURIComponent(keyword)}`, label: '搜索设计师' }}
        />
      ) : (
        <div className="m-grid">
          {list.rows.map((w, i) => (
            <WorkCard key={w.worksId} work={w} priority={i < 2} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={4} className="m-skeleton-work" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

function DesignerResults({ keyword }: { keyword: string }) {
  const list = usePaged(
    `search-designers:${keyword}`,
    async (current, pageSize) => dataOr(await call('getAllTalentsPage', { current, pageSize, keyword }), null),
    (d) => d.userId,
  );
  return (
    <div className="m-section">
      {list.empty ? (
        <Empty
          text={`没有找到与“${keyword}”相关的设计师`}
          action={{ to: `/search/works?keyword=${encodeURIComponent(keyword)}`, label: '搜索作品' }}
        />
      ) : (
        <div className="m-stack">
          {list.rows.map((d) => (
            <DesignerCard key={d.userId} designer={d} />
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={3} className="m-skeleton-row" />}
        </div>
      )}
      <ListEnd list={list} />
    </div>
  );
}

/**
 * Search on a phone (docs/product.md §2 search box, decision 009): the field at the top; empty → 最近搜索 and
 * 热门搜索; typing → matching work keywords and designers (getMatchSearchKeyWords) and 查看全部搜索结果;
 * `/search/{works|designer}?keyword=` → the results, loading as you scroll (the results page records the keyword).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { useLoad } from '@bazaar/react/read';
import { SearchIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { SearchResults } from './search-results';

const resultsUrl = (kind: string, keyword: string) => `/search/${kind}?keyword=${encodeURIComponent(keyword)}`;

export default function SearchPage() {
  const kind = useParams().id === 'designer' ? 'designer' : 'works';
  const keyword = (useSearchParams()[0].get('keyword') ?? '').trim().slice(0, 50);
  // A new keyword in the address starts the field over (its text, not editing).
  return <Search key={keyword} kind={kind} keyword={keyword} />;
}

function Search({ kind, keyword }: { kind: 'works' | 'designer'; keyword: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);
  const [editing, setEditing] = useState(!keyword);
  const typed = text.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!typed) return;
    setEditing(false);
    void navigate(resultsUrl(kind, typed));
  };

  return (
    <div className="m-search">
      <form className="m-search-bar" role="search" onSubmit={submit}>
        <label className="m-search-field">
          <SearchIcon />
          <span className="visually-hidden">搜索关键词</span>
          <input
            type="search"
            enterKeyHint="search"
            placeholder="请输入关键词"
            value={text}
            maxLength={50}
            autoFocus={!keyword}
            onFocus={() => setEditing(true)}
            onChange={(e) => {
              setText(e.target.value);
              setEditing(true);
            }}
          />
        </label>
        <button type="submit" className="m-button m-search-submit">
          搜索
        </button>
      </form>
      {editing && typed ? (
        <Suggestions keyword={typed} kind={kind} />
      ) : editing || !keyword ? (
        <Recent />
      ) : (
        <SearchResults kind={kind} keyword={keyword} />
      )}
    </div>
  );
}

function Suggestions({ keyword, kind }: { keyword: string; kind: string }) {
  // Debounced: one call when typing pauses, not one per character.
  const [settled, setSettled] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(keyword), 200);
    return () => clearTimeout(timer);
  }, [keyword]);
  const found = useLoad(`suggest:${settled}`, async () =>
    dataOr(await call('getMatchSearchKeyWords', { keyword: settled }), { matchWorks: [], matchDesigners: [] }),
  );
  const data = found.data;
  return (
    <div className="m-suggest" aria-live="polite">
      {data && data.matchDesigners.length > 0 && (
        <ul className="m-suggest-list" aria-label="相关设计师">
          {data.matchDesigners.map((d) => (
            <li key={d.userId}>
              <Link to={`/u/${d.userId}`} className="m-suggest-item">
                <Img src={d.picture} alt="" width={28} ratio={1} box="1 / 1" className="m-avatar m-avatar-xs" />
                {d.name}
                <span className="m-suggest-kind">设计师</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.matchWorks.length > 0 && (
        <ul className="m-suggest-list" aria-label="相关作品">
          {data.matchWorks.map((w) => (
            <li key={w}>
              <Link to={resultsUrl('works', w)} className="m-suggest-item">
                <SearchIcon />
                {w}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={resultsUrl(kind, keyword)} className="m-suggest-all">
        查看全部搜索结果
      </Link>
    </div>
  );
}

function Recent() {
  const lists = useLoad('search:recent', async () =>
    dataOr(await call('getRecentSearchKeyWords', {}), { recentKeywords: [], hotKeywords: [] }),
  );
  if (!lists.data) return null;
  const { recentKeywords, hotKeywords } = lists.data;
  return (
    <div className="m-recent">
      {[
        ['最近搜索', recentKeywords],
        ['热门搜索', hotKeywords],
      ].map(([title, words]) =>
        (words as string[]).length === 0 ? null : (
          <section key={title as string} className="m-recent-group">
            <h2 className="m-recent-title">{title as string}</h2>
            <div className="m-recent-words">
              {(words as string[]).map((w) => (
                <Link key={w} to={resultsUrl('works', w)} className="m-chip">
                  {w}
                </Link>
              ))}
            </div>
          </section>
        ),
      )}
    </div>
  );
}

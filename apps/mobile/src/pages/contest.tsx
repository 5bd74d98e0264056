/**
 * The contests on a phone (issue 8, the desktop's /match and /oppo pages): a contest's hall — its banner, like
 * window and entries two to a row, by likes or newest, loading as you scroll — and an entry's page (the work's
 * images, its rank and campaign likes). /match is the latest contest (or ?c=slug), /oppo the OPPO campaign.
 * Likes are the desktop's: a visitor is asked to log in, outside the window the docs/product.md §8 message shows
 * without a call, vivo/oppo go through their own calls (`@bazaar/domain/rules/campaign-like`).
 */
import '@/styles/pages-contest.css';
import type { Campaign } from '@bazaar/domain/api';
import { displayNickname, worksWatermark } from '@bazaar/domain/format';
import { entryPath, windowState } from '@bazaar/domain/rules/campaign-like';
import { call, dataOr } from '@/shared/api';
import { Link, useLocation, useParams, useSearchParams } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useLoad } from '@bazaar/react/read';
import { usePageTitle } from '@/shared/use-page-title';
import { usePaged } from '@/shared/use-paged';
import { Chips } from '@/shared/ui/chips';
import { ChevronIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { LoginSheet } from '@/shared/ui/login-sheet';
import { LoadFailed, readFallback } from '@/shared/ui/load-failed';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';
import { ContestWindow, LikeButton, useContestLike, type Liked } from './contest-like';

export default function ContestPage() {
  const oppo = useLocation().pathname.toLowerCase().startsWith('/oppo');
  const raw = useParams().id;
  const id = raw === undefined ? null : Number(raw);
  const worksId = id !== null && Number.isInteger(id) && id > 0 ? id : null;
  if (id !== null && worksId === null)
    return <Empty text="这件作品没有参加本次活动" action={{ to: oppo ? '/oppo' : '/match', label: '返回活动大厅' }} />;
  return oppo ? <Contest slug="oppo" worksId={worksId} /> : <MatchContest worksId={worksId} />;
}

/** /match: the contest named by ?c, else the latest one (the desktop's rule). */
function MatchContest({ worksId }: { worksId: number | null }) {
  const [params] = useSearchParams();
  const wanted = params.get('c');
  const list = useLoad('contests:match', async () => dataOr(await call('getCampaignList', { kind: 'match' }), []));
  const slug = wanted ?? list.data?.[0]?.slug ?? null;
  if (!slug && list.loading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (!slug && list.failed) return <LoadFailed retry={list.reload} />;
  if (!slug) return <Empty text="暂时没有进行中的设计大赛" action={{ to: '/zt/match', label: '看看专题' }} />;
  const others = (list.data ?? []).filter((c) => c.slug !== slug);
  return <Contest slug={slug} worksId={worksId} others={others} />;
}

function hallOf(slug: string): string {
  return slug === 'oppo' ? '/oppo' : `/match?${new URLSearchParams({ c: slug }).toString()}`;
}

function Contest({ slug, worksId, others = [] }: { slug: string; worksId: number | null; others?: Campaign[] }) {
  return worksId ? (
    <Entry key={`${slug}:${worksId}`} slug={slug} worksId={worksId} />
  ) : (
    <Hall key={slug} slug={slug} others={others} />
  );
}

const SORTS = [
  { value: '', label: '人气最高' },
  { value: 'new', label: '最新参赛' },
];

function Hall({ slug, others }: { slug: string; others: Campaign[] }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const sort = params.get('sort') === 'new' ? 'new' : 'likes';
  const campaign = useLoad(`contest:${slug}`, async () =>
    dataOr(await call('getCampaignInfo', { campaign: slug }, { silent: true }), null),
  );
  // The viewer is part of the key: likedToday is theirs.
  const entries = usePaged(
    `contest-entries:${slug}:${sort}:${user?.userId ?? 0}`,
    async (current, pageSize) =>
      dataOr(await call('getCampaignWorksPage', { campaign: slug, sortType: sort, current, pageSize }), null),
    (e) => e.work.worksId,
  );
  const c = campaign.data;
  const like = useContestLike(c);
  usePageTitle(c ? `${c.title} - 设计集市` : null);
  if (c === null) return <Empty text="活动不存在或已下线" action={{ to: '/', label: '回到首页' }} />;
  if (campaign.failed) return <LoadFailed retry={campaign.reload} />;
  return (
    <>
      <section className="m-contest-hero">
        <Img src={c?.cover} alt="" width={414} ratio={3} box="3 / 1" priority className="m-contest-hero-art" />
        <div className="m-contest-hero-text">
          {c ? (
            <>
              <h2 className="m-contest-title">{c.title}</h2>
              {c.intro && <p className="m-contest-intro">{c.intro}</p>}
              <ContestWindow campaign={c} />
            </>
          ) : (
            <div className="m-skeleton m-contest-hero-skeleton" aria-hidden="true" />
          )}
        </div>
      </section>
      <div className="m-contest-bar">
        <p className="m-contest-count">共 {c?.entryCount ?? 0} 件参赛作品</p>
        <Chips name="sort" options={SORTS} label="排序" />
      </div>
      <section className="m-section" aria-label="参赛作品">
        {entries.empty ? (
          <Empty text="还没有参赛作品" />
        ) : (
          <div className="m-grid">
            {c &&
              entries.rows.map((e, i) => (
                <EntryCard
                  key={e.work.worksId}
                  campaign={c}
                  worksId={e.work.worksId}
                  title={e.work.title}
                  cover={e.work.cover}
                  name={displayNickname(e.work.nickName)}
                  rank={e.rank}
                  liked={like.liked(e.work.worksId, e)}
                  onLike={() => like.like(e.work.worksId)}
                  busy={like.pending === e.work.worksId}
                  priority={i < 2}
                />
              ))}
            {(!c || entries.rows.length === 0) && entries.loading && (
              <CardSkeletons count={6} className="m-skeleton-work" />
            )}
          </div>
        )}
        <ListEnd list={entries} />
      </section>
      {others.length > 0 && (
        <nav className="m-section m-contest-others" aria-labelledby="contest-others">
          <h2 id="contest-others" className="m-section-title">
            其他大赛
          </h2>
          <ul>
            {others.map((o) => (
              <li key={o.slug}>
                <Link to={hallOf(o.slug)}>
                  <span>{o.title}</span>
                  <ChevronIcon />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {like.ask && <LoginSheet action="点赞" onClose={like.closeAsk} />}
    </>
  );
}

function EntryCard(props: {
  campaign: Campaign;
  worksId: number;
  title: string;
  cover: string;
  name: string;
  rank: number;
  liked: Liked;
  onLike: () => void;
  busy: boolean;
  priority: boolean;
}) {
  const { campaign, worksId, title, cover, name, rank, liked } = props;
  return (
    <article className="m-card m-entry-card" aria-label={title}>
      <Link to={entryPath(campaign, worksId)} className="m-entry-link">
        <Img src={cover} alt={title} width={180} ratio={4 / 3} box="4 / 3" priority={props.priority} />
        <span className="m-entry-rank" data-top={rank <= 3 || undefined}>
          No.{rank}
        </span>
        <span className="m-work-title">{title}</span>
      </Link>
      <div className="m-entry-foot">
        <span className="m-work-author">{name}</span>
        <LikeButton liked={liked} busy={props.busy} onLike={props.onLike} />
      </div>
    </article>
  );
}

function Entry({ slug, worksId }: { slug: string; worksId: number }) {
  const { user } = useSession();
  const entry = useLoad(`contest-entry:${slug}:${worksId}:${user?.userId ?? 0}`, async () =>
    dataOr(await call('getCampaignEntry', { campaign: slug, worksId }, { silent: true }), null),
  );
  const e = entry.data;
  const like = useContestLike(e?.campaign);
  usePageTitle(e ? `${e.work.title} · ${e.campaign.title} - 设计集市` : null);
  if (e === null) return <Empty text="这件作品没有参加本次活动" action={{ to: hallOf(slug), label: '返回活动大厅' }} />;
  if (!e) return readFallback(entry);
  const name = displayNickname(e.work.nickName);
  const images = e.work.images.length
    ? e.work.images
    : [{ url: e.work.cover, width: e.work.coverWidth, height: e.work.coverHeight }];
  const liked = like.liked(worksId, e);
  const open = windowState(e.campaign) === 'open';
  return (
    <div className="m-with-actionbar">
      <div className="m-work-head">
        <Link to={hallOf(slug)} className="m-contest-back">
          {e.campaign.title}
          <ChevronIcon />
        </Link>
        <p className="m-contest-rank">第 {e.rank} 名</p>
        <h2 className="m-detail-title">{e.work.title}</h2>
        <Link to={`/u/${e.work.userId}`} className="m-author">
          <Img src={e.work.avatar} alt="" width={40} ratio={1} box="1 / 1" className="m-avatar m-avatar-sm" />
          <span>{name}</span>
          <span className="m-author-go">进入主页</span>
        </Link>
      </div>
      <div className="m-work-images">
        {images.map((image, i) => (
          <Img
            key={image.url + i}
            src={image.url}
            alt={`${e.work.title} 第 ${i + 1} 张`}
            width={375}
            mk={worksWatermark(name)}
            box={image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '4 / 3'}
            priority={i === 0}
          />
        ))}
      </div>
      <div className="m-detail-card">
        <ContestWindow campaign={e.campaign} />
        {e.work.description && <p className="m-detail-text">{e.work.description}</p>}
        <Link to={`/works/${worksId}`} className="m-text-link">
          查看作品详情
        </Link>
      </div>
      <div className="m-actionbar">
        <LikeButton liked={liked} busy={like.pending === worksId} onLike={() => like.like(worksId)} large />
        <Link to={hallOf(slug)} className="m-button m-button-ghost">
          {open ? '为更多作品点赞' : '返回活动大厅'}
        </Link>
      </div>
      {like.ask && <LoginSheet action="点赞" onClose={like.closeAsk} />}
    </div>
  );
}

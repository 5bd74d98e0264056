/**
 * A thematic page's CMS blocks laid out for a phone (the desktop's renderer, apps/web cms-page, as one column):
 * text blocks draw at once; data blocks (works, designers, a task, a campaign's entries) read their own rows and
 * hold their space with skeletons (加载失败 with 重试 in their place when a read threw). The blocks come decoded by
 * @bazaar/domain/cms/blocks.
 */
import type {
  BannerBlock,
  CmsBlock,
  DesignerGroupsBlock,
  DesignerLevelsBlock,
  FaqBlock,
  LikeWallBlock,
  LinkListBlock,
  RankListBlock,
  RichTextBlock,
  TaskCardBlock,
  VideoBlock,
  WorksGridBlock,
} from '@bazaar/domain/cms/blocks';
import { designerLevelGroups, designerLevelIds, groupsOfThree } from '@bazaar/domain/cms/blocks';
import type { Designer } from '@bazaar/domain/entities';
import { displayNickname, imageUrl } from '@bazaar/domain/format';
import type { ReactNode } from 'react';
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { DesignerCard, TaskCard, WorkCard } from '@/shared/ui/cards';
import { ChevronIcon, HeartIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { LoadFailed } from '@/shared/ui/load-failed';
import { SmartLink } from '@/shared/ui/smart-link';
import { CardSkeletons } from '@/shared/ui/states';
import { CmsBlockView, type BlockViews } from '@bazaar/react/cms-blocks';

function Block({ title, id, children }: { title?: string | undefined; id: string; children: ReactNode }) {
  return (
    <section className="m-zt-block" aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className="m-section-title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

function Banner({ block, first }: { block: BannerBlock; first: boolean }) {
  return (
    <section className="m-zt-banner">
      {block.cover && (
        <Img
          src={block.cover}
          alt=""
          width={414}
          ratio={3}
          box="3 / 1"
          priority={first}
          slot={first ? 'full' : undefined}
        />
      )}
      <div className="m-zt-banner-text">
        <h2 className="m-zt-banner-title">{block.title}</h2>
        {block.subtitle && <p className="m-zt-banner-subtitle">{block.subtitle}</p>}
        {block.link && (
          <SmartLink to={block.link} className="m-button m-zt-cta">
            {block.linkText ?? '立即查看'}
          </SmartLink>
        )}
      </div>
    </section>
  );
}

const useIds = <T,>(name: string, ids: readonly number[], read: (ids: number[]) => Promise<T[]>) =>
  useLoad(ids.length ? `${name}:${ids.join()}` : null, () => read([...ids]));

const readWorks = async (ids: number[]) => dataOr(await call('getConfigWorks', { ids }), []);
const readTalent = async (ids: number[]) => dataOr(await call('getConfigTalent', { ids }), []);

function WorksGrid({ block, id }: { block: WorksGridBlock; id: string }) {
  const ids = block.worksIds.slice(0, block.limit); // docs/product.md §9: thematic works default 16
  const works = useIds('zt-works', ids, readWorks);
  return (
    <Block title={block.title} id={id}>
      {works.failed ? (
        <LoadFailed retry={works.reload} />
      ) : (
        <div className="m-grid">
          {works.data ? (
            works.data.map((w) => <WorkCard key={w.worksId} work={w} />)
          ) : (
            <CardSkeletons count={Math.min(ids.length, 4)} className="m-skeleton-work" />
          )}
        </div>
      )}
    </Block>
  );
}

function Designers({ ids, byId }: { ids: readonly number[]; byId: Map<number, Designer> | null }) {
  if (!byId) return <CardSkeletons count={Math.min(ids.length, 2)} className="m-skeleton-row" />;
  return (
    <div className="m-stack">
      {ids.flatMap((uid) => {
        const d = byId.get(uid);
        return d ? [<DesignerCard key={uid} designer={d} />] : [];
      })}
    </div>
  );
}

function useTalent(ids: readonly number[]) {
  const talent = useIds('zt-talent', ids, readTalent);
  const byId: Map<number, Designer> | null = talent.data ? new Map(talent.data.map((d) => [d.userId, d])) : null;
  return { byId, failed: talent.failed, reload: talent.reload };
}

/** docs/product.md §3 level_1..level_4: designers by level, the highest first. */
function DesignerLevels({ block, id }: { block: DesignerLevelsBlock; id: string }) {
  const { byId, failed, reload } = useTalent(designerLevelIds(block));
  return (
    <Block title={block.title} id={id}>
      {failed ? (
        <LoadFailed retry={reload} />
      ) : (
        designerLevelGroups(block).map((group) => (
          <div key={group.key} className="m-zt-group">
            <h3 className="m-zt-subtitle">{group.name}</h3>
            <Designers ids={group.ids} byId={byId} />
          </div>
        ))
      )}
    </Block>
  );
}

/** docs/product.md §9: the driving list groups designers in threes. */
function DesignerGroups({ block, id }: { block: DesignerGroupsBlock; id: string }) {
  const { byId, failed, reload } = useTalent(block.userIds);
  return (
    <Block title={block.title} id={id}>
      {failed ? (
        <LoadFailed retry={reload} />
      ) : (
        groupsOfThree(block.userIds).map((group, i) => (
          <div key={group.join('-')} className="m-zt-group">
            <h3 className="m-zt-subtitle">第 {i + 1} 组</h3>
            <Designers ids={group} byId={byId} />
          </div>
        ))
      )}
    </Block>
  );
}

function TaskBlock({ block, id }: { block: TaskCardBlock; id: string }) {
  const task = useLoad(`zt-task:${block.taskId}`, async () =>
    dataOr(await call('getTaskInfo', { orderId: block.taskId }, { silent: true }), null),
  );
  if (!task.loading && !task.data) return null; // a task taken down: the block steps aside
  return (
    <Block title={block.title} id={id}>
      {task.data ? <TaskCard task={task.data} /> : <div className="m-skeleton m-skeleton-row" aria-hidden="true" />}
      {block.text && <p className="m-zt-note">{block.text}</p>}
    </Block>
  );
}

function LinkList({ block, id }: { block: LinkListBlock; id: string }) {
  return (
    <Block title={block.title} id={id}>
      <ul className="m-zt-links">
        {block.items.map((item) => (
          <li key={item.link + item.title}>
            <SmartLink to={item.link} className="m-zt-link">
              <span>
                <strong>{item.title}</strong>
                {item.desc && <span className="m-zt-link-desc">{item.desc}</span>}
              </span>
              <ChevronIcon />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Block>
  );
}

function useEntries(slug: string, limit: number) {
  const campaign = useLoad(`campaign:${slug}`, async () =>
    dataOr(await call('getCampaignInfo', { campaign: slug }, { silent: true }), null),
  );
  const entries = useLoad(`campaign-works:${slug}:${limit}`, async () =>
    dataOr(
      await call('getCampaignWorksPage', { campaign: slug, sortType: 'likes', current: 1, pageSize: limit }),
      null,
    ),
  );
  return { campaign, entries, rows: entries.data?.rows ?? null };
}

function RankList({ block, id }: { block: RankListBlock; id: string }) {
  const { campaign, entries, rows } = useEntries(block.campaign, block.limit);
  if (!campaign.loading && !campaign.data) return null;
  if (entries.failed)
    return (
      <Block title={block.title ?? campaign.data?.title} id={id}>
        <LoadFailed retry={entries.reload} />
      </Block>
    );
  return (
    <Block title={block.title ?? campaign.data?.title} id={id}>
      <ol className="m-zt-rank">
        {rows
          ? rows.map((e) => (
              <li key={e.work.worksId}>
                <Link to={`/works/${e.work.worksId}`} className="m-zt-rank-row">
                  <span className="m-zt-rank-no" data-top={e.rank <= 3 || undefined}>
                    {e.rank}
                  </span>
                  <Img src={e.work.cover} alt="" width={64} ratio={4 / 3} box="4 / 3" className="m-zt-rank-cover" />
                  <span className="m-zt-rank-text">
                    <strong>{e.work.title}</strong>
                    <span>{displayNickname(e.work.nickName)}</span>
                  </span>
                  <span className="m-zt-likes" aria-label={`${e.campaignLikes} 赞`}>
                    <HeartIcon />
                    {e.campaignLikes}
                  </span>
                </Link>
              </li>
            ))
          : // As many placeholder rows as the block asks for: the list does not grow when the entries arrive.
            Array.from({ length: block.limit }, (_, i) => (
              <li key={i} className="m-skeleton m-zt-rank-skeleton" aria-hidden="true" />
            ))}
      </ol>
    </Block>
  );
}

function LikeWall({ block, id }: { block: LikeWallBlock; id: string }) {
  const { campaign, entries, rows } = useEntries(block.campaign, 24);
  if (!campaign.loading && !campaign.data) return null;
  if (entries.failed)
    return (
      <Block title={block.title} id={id}>
        <LoadFailed retry={entries.reload} />
      </Block>
    );
  return (
    <Block title={block.title} id={id}>
      <div className="m-grid">
        {rows ? (
          rows.map((e) => (
            <Link key={e.work.worksId} to={`/works/${e.work.worksId}`} className="m-card m-work-card">
              <Img src={e.work.cover} alt={e.work.title} width={180} ratio={4 / 3} box="4 / 3" />
              <span className="m-work-title">{e.work.title}</span>
              <span className="m-work-meta">
                <span className="m-work-author">
                  第 {e.rank} 名 · {displayNickname(e.work.nickName)}
                </span>
                <span className="m-work-likes">
                  <HeartIcon />
                  {e.campaignLikes}
                </span>
              </span>
            </Link>
          ))
        ) : (
          <CardSkeletons count={4} className="m-skeleton-work" />
        )}
      </div>
    </Block>
  );
}

function Faq({ block, id }: { block: FaqBlock; id: string }) {
  return (
    <Block title={block.title ?? '常见问题'} id={id}>
      <div className="m-faq">
        {block.items.map((item) => (
          <details key={item.q} className="m-faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </Block>
  );
}

function RichText({ block, id }: { block: RichTextBlock; id: string }) {
  return (
    <Block title={block.title} id={id}>
      <div className="m-zt-prose">
        {block.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </Block>
  );
}

function Video({ block, id }: { block: VideoBlock; id: string }) {
  return (
    <Block title={block.title} id={id}>
      <video
        className="m-zt-video"
        src={block.src}
        poster={block.poster ? imageUrl(block.poster, { w: 750 }) : undefined}
        controls
        playsInline
        preload="none"
      />
    </Block>
  );
}

/** The phone's view of each block type. */
const VIEWS: BlockViews = {
  banner: Banner,
  richText: RichText,
  worksGrid: WorksGrid,
  designerLevels: DesignerLevels,
  designerGroups: DesignerGroups,
  taskCard: TaskBlock,
  linkList: LinkList,
  rankList: RankList,
  likeWall: LikeWall,
  video: Video,
  faq: Faq,
};

export function BlockView({ block, index }: { block: CmsBlock; index: number }) {
  return <CmsBlockView block={block} index={index} views={VIEWS} />;
}

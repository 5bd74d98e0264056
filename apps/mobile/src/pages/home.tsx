/**
 * The phone home page (docs/product.md §1: CMS-driven, the web's positions): the banner as a swipeable strip,
 * shortcuts, 精选作品 (the works config's ids, two to a row), 推荐设计师 (level lists, highest first), 最新任务.
 */
import { Link } from '@/shared/router';
import { decodeCmsList, type CmsContent } from '@bazaar/domain/cms';
import { CMS, HOME_WORKS_LIMIT, SOURCE_TYPE_TOOLBAR } from '@bazaar/domain/constants';
import { call, dataOr } from '@/shared/api';
import { useQuickPublish } from '@/shared/quick-publish';
import { useLoad } from '@bazaar/react/read';
import { DesignerCard, TaskCard, WorkCard } from '@/shared/ui/cards';
import { CardSkeletons, Empty, LoadFailed } from '@/shared/ui/states';
import { Section } from '@/shared/ui/section';
import { Banner } from './home-banner';
import { PHONE_HOME_TASKS, type PHONE_HOME_CMS } from '@bazaar/domain/api/phone-page-data';

// The gateway preloads these calls with the HTML (phone-page-data.ts): same positions and sizes.
const cms = async (position: (typeof PHONE_HOME_CMS)[number]): Promise<CmsContent[]> =>
  decodeCmsList(
    dataOr(
      await call('getCmsConfigInfos', { channel: CMS.channel, page: CMS.home.page, position: CMS.home[position] }),
      [],
    ),
  );

/** A section's read that threw — its own or the config's it waits on: 加载失败 with 重试 in its place. */
const failedOf = (...reads: { failed: boolean; reload(): void }[]) => reads.find((r) => r.failed);

const LEVELS = ['level_4', 'level_3', 'level_2', 'level_1'] as const;
const designerIds = (configs: CmsContent[]): number[] =>
  [...new Set(configs.flatMap((c) => LEVELS.flatMap((key) => c[key] ?? [])))].slice(0, 4);

const SHORTCUTS = [
  { to: '/works', label: '找作品', hint: '插画 · 包装' },
  { to: '/designer', label: '找设计师', hint: '认证设计师' },
  { to: '/task', label: '任务大厅', hint: '正在招募' },
];

export default function HomePage() {
  const banner = useLoad('home:banner', () => cms('banner'));
  const worksConfig = useLoad('home:works', () => cms('works'));
  const designersConfig = useLoad('home:designers', () => cms('designers'));
  const workIds = (worksConfig.data?.[0]?.worksIds ?? []).slice(0, HOME_WORKS_LIMIT);
  const talentIds = designerIds(designersConfig.data ?? []);
  const works = useLoad(worksConfig.data ? `home:works:${workIds.join()}` : null, async () =>
    workIds.length ? dataOr(await call('getConfigWorks', { ids: workIds }), []) : [],
  );
  const designers = useLoad(designersConfig.data ? `home:designers:${talentIds.join()}` : null, async () =>
    talentIds.length ? dataOr(await call('getConfigTalent', { ids: talentIds }), []) : [],
  );
  // The desktop's floating toolbar 发布任务 (sourceType 10111020, docs/product.md §9) as a card under the shortcuts.
  const publish = useQuickPublish();
  const tasks = useLoad(
    'home:tasks',
    async () => dataOr(await call('getTaskPage', { current: 1, pageSize: PHONE_HOME_TASKS }), null)?.rows ?? [],
  );
  const worksFailed = failedOf(worksConfig, works);
  const designersFailed = failedOf(designersConfig, designers);

  return (
    <div className="m-home">
      <h2 className="visually-hidden">设计集市 - 找设计师，发布设计任务</h2>
      {/* A banner that could not be read steps aside, as an empty one does. */}
      <Banner slides={banner.failed ? [] : banner.data} />
      <nav className="m-shortcuts" aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className="m-shortcut">
            <strong>{s.label}</strong>
            <span>{s.hint}</span>
          </Link>
        ))}
      </nav>
      <section className="m-publish-cta" aria-labelledby="publish-cta">
        <div>
          <h2 id="publish-cta">一句话发布设计需求</h2>
          <p>平台顾问 1 个工作日内联系你，帮你找到合适的设计师</p>
        </div>
        <button
          type="button"
          className="m-button"
          aria-haspopup="dialog"
          onClick={() => publish.open({ sourceType: SOURCE_TYPE_TOOLBAR })}
        >
          发布任务
        </button>
      </section>

      <Section title={worksConfig.data?.[0]?.title ?? '精选作品'} more={{ to: '/works', label: '更多作品' }}>
        {worksFailed ? (
          <LoadFailed retry={worksFailed.reload} />
        ) : works.data === undefined ? (
          <div className="m-grid">
            {/* As many as will come (the config's ids once known): the sections below stay where they are. */}
            <CardSkeletons count={worksConfig.data ? workIds.length : HOME_WORKS_LIMIT} className="m-skeleton-work" />
          </div>
        ) : works.data.length === 0 ? (
          <Empty text="暂时还没有精选作品" action={{ to: '/works', label: '浏览全部作品' }} />
        ) : (
          <div className="m-grid">
            {works.data.map((w) => (
              <WorkCard key={w.worksId} work={w} />
            ))}
          </div>
        )}
      </Section>

      <Section title={designersConfig.data?.[0]?.title ?? '推荐设计师'} more={{ to: '/designer', label: '全部设计师' }}>
        {designersFailed ? (
          <LoadFailed retry={designersFailed.reload} />
        ) : designers.data === undefined ? (
          <div className="m-stack">
            <CardSkeletons count={2} className="m-skeleton-row" />
          </div>
        ) : designers.data.length === 0 ? (
          <Empty text="暂时还没有推荐设计师" action={{ to: '/designer', label: '查看全部设计师' }} />
        ) : (
          <div className="m-stack">
            {designers.data.map((d) => (
              <DesignerCard key={d.userId} designer={d} />
            ))}
          </div>
        )}
      </Section>

      <Section title="最新任务" more={{ to: '/task', label: '任务大厅' }}>
        {tasks.failed ? (
          <LoadFailed retry={tasks.reload} />
        ) : tasks.data === undefined ? (
          <div className="m-stack">
            <CardSkeletons count={2} className="m-skeleton-row" />
          </div>
        ) : tasks.data.length === 0 ? (
          <Empty text="暂时还没有任务" />
        ) : (
          <div className="m-stack">
            {tasks.data.map((t) => (
              <TaskCard key={t.orderId} task={t} />
            ))}
          </div>
        )}
      </Section>
      <p className="m-footnote">客服时间 周一至周五 9:30-18:30</p>
      {publish.sheet}
    </div>
  );
}

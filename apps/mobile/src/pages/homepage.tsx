/**
 * A designer's homepage on a phone, in their skin (decision 008): banner image, theme colour, intro; their works
 * (list layout one to a row, otherwise two) loading as you scroll. `/u` and `/my/home` without an id open the
 * logged-in designer's own.
 */
import type { CSSProperties } from 'react';
import { homepageShareTitle } from '@bazaar/domain/format/share-title';
import { Navigate, useParams } from '@/shared/router';
import { call, dataOr } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { useSession } from '@/shared/session';
import { useQuickPublish } from '@/shared/quick-publish';
import { useLoad } from '@bazaar/react/read';
import { usePageTitle } from '@/shared/use-page-title';
import { useWechatShare } from '@/shared/wechat';
import { usePaged } from '@/shared/use-paged';
import { WorkCard } from '@/shared/ui/cards';
import { ContactButton } from '@/shared/ui/contact-button';
import { Img } from '@/shared/ui/img';
import { LoadFailed, Missing, readFallback } from '@/shared/ui/load-failed';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

export default function HomepagePage() {
  const param = useParams().id;
  const { user } = useSession();
  if (param === undefined) {
    if (user === undefined) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
    if (!user) return <Navigate to="/login?redirect=%2Fu" replace />;
    return <Navigate to={`/u/${user.userId}`} replace />;
  }
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Missing text="这位设计师不存在" />;
  return <Homepage id={id} />;
}

function Homepage({ id }: { id: number }) {
  const info = useLoad(`homepage:${id}`, async () =>
    detailOf(await call('getTalentHomepageInfo', { userId: id }, { silent: true })),
  );
  const works = usePaged(
    `homepage-works:${id}`,
    async (current, pageSize) => dataOr(await call('getAllWorksPage', { current, pageSize, userId: id }), null),
    (w) => w.worksId,
  );
  const { user } = useSession();
  // 雇佣TA: the quick-publish sheet offering the task to this designer (docs/product.md §2), as on the desktop.
  const publish = useQuickPublish();
  usePageTitle(info.data?.state === 'ok' ? homepageShareTitle(info.data.data.designer.name) : null);
  // Issue 33: inside WeChat, the share card's title, the designer's picture (JS-SDK).
  useWechatShare(
    info.data?.state === 'ok'
      ? {
          title: homepageShareTitle(info.data.data.designer.name),
          desc:
            info.data.data.homepageConfig.intro || info.data.data.designer.intro || '设计集市 - 找设计师，发布设计任务',
          imgUrl: info.data.data.designer.picture,
        }
      : null,
  );
  if (!info.data) return readFallback(info);
  if (info.data.state === 'failed') return <LoadFailed retry={info.reload} />;
  if (info.data.state === 'missing') return <Missing text="这位设计师不存在" />;
  const { designer: d, homepageConfig: skin } = info.data.data;
  const theme = { '--theme': skin.themeColor } as CSSProperties;
  return (
    <div className="m-homepage" style={theme}>
      <div className="m-homepage-banner">
        {skin.bannerImage && <Img src={skin.bannerImage} alt="" width={375} ratio={2.5} box="5 / 2" priority />}
      </div>
      <div className="m-homepage-card">
        <Img src={d.picture} alt={d.name} width={72} ratio={1} box="1 / 1" className="m-avatar m-avatar-lg" />
        <h2 className="m-homepage-name">{d.name}</h2>
        <p className="m-homepage-meta">
          <span className="m-pill m-pill-theme">{d.designerLevelName}</span>
          {d.isOnLeave && <span className="m-pill m-pill-warn">休假中</span>}
          {d.city && <span>{d.city}</span>}
          <span>{d.worksCount} 件作品</span>
        </p>
        {(skin.intro || d.intro) && <p className="m-detail-text">{skin.intro || d.intro}</p>}
        {d.categoryNames.length > 0 && (
          <p className="m-tags">
            {d.categoryNames.map((c) => (
              <span key={c} className="m-pill">
                {c}
              </span>
            ))}
          </p>
        )}
        {user?.userId !== id && (
          <div className="m-homepage-actions">
            <button
              type="button"
              className="m-button"
              aria-haspopup="dialog"
              onClick={() => publish.open({ designerId: id })}
            >
              雇佣TA
            </button>
            {/* Issue 25: a pre-hire inquiry, before any task (the desktop's 咨询TA). */}
            <ContactButton designerId={id} label="咨询TA" />
          </div>
        )}
      </div>
      {publish.sheet}
      <div className="m-section">
        <div className="m-section-head">
          <h2 className="m-section-title">全部作品</h2>
        </div>
        {works.empty ? (
          <Empty text="这位设计师还没有公开作品" />
        ) : (
          <div className={skin.layout === 'list' ? 'm-stack' : 'm-grid'}>
            {works.rows.map((w, i) => (
              <WorkCard key={w.worksId} work={w} priority={skin.layout !== 'list' && i < 2} />
            ))}
            {works.rows.length === 0 && works.loading && <CardSkeletons count={4} className="m-skeleton-work" />}
          </div>
        )}
        <ListEnd list={works} />
      </div>
    </div>
  );
}

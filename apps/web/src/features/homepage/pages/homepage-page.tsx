import type { HomepageSkin } from '@bazaar/domain/constants/homepage';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { FavoriteToggle } from '@/shared/favorites/favorite-toggle';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import { useRecordVisit } from '@/shared/lib/use-record-visit';
import { quickPublishFrom } from '@/shared/quick-publish/quick-publish-triggers';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { EditIcon } from '@/shared/ui/icons-more';
import { useHomepageInfo, useTones, useTurnOver } from '../api/get-homepage';
import { useUpdateHomepage } from '../api/update-homepage';
import { DesignerProfile, DesignerProfileSkeleton } from '../components/designer-profile';
import { HomepageBanner } from '../components/homepage-banner';
import { ReviewsSection } from '../components/reviews-section';
import { WorksSection } from '../components/works-section';
import { readHomepageQuery } from '../lib/homepage-query';
import styles from './homepage-page.module.css';
import { ContactButton } from '@/shared/messaging/contact-button';

const SkinEditor = lazy(() => import('../components/skin-editor'));

/**
 * The skin's theme colour drives the page's accents: `--theme` for its own parts, and the shared
 * `--brand*` tokens so shared buttons (收藏, paging) follow it. Every theme colour is AA on white.
 */
const themeStyle = (color: string) =>
  ({
    '--theme': color,
    '--brand': color,
    '--brand-ink': color,
    '--brand-fill': color,
    '--brand-soft': `color-mix(in srgb, ${color} 8%, #fff)`,
  }) as CSSProperties;

function Homepage({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const query = readHomepageQuery(params);
  const session = useSession();
  const info = useHomepageInfo(userId);
  const turnOver = useTurnOver(userId);
  const tones = useTones(userId);
  const update = useUpdateHomepage(userId);
  /** The owner's unsaved skin while editing: the page renders it (live preview); null → the saved skin. */
  const [draft, setDraft] = useState<HomepageSkin | null>(null);
  const isOwner = session.userId === userId;
  // Chosen: a designer looking at their own homepage is not a visit.
  useRecordVisit('designer', userId, Boolean(info.data) && session.status === 'ready' && !isOwner);

  if (info.isPending)
    return (
      <div className={styles.page} style={themeStyle('#86909c')}>
        <HomepageBanner image={null} name="" />
        <Container>
          <DesignerProfileSkeleton />
        </Container>
      </div>
    );
  if (!info.data) throwNotFound();
  const { designer } = info.data;
  const skin = draft ?? info.data.skin;

  const actions = isOwner ? (
    <Button variant="primary" onClick={() => setDraft(info.data?.skin ?? null)} disabled={draft !== null}>
      <EditIcon size={16} />
      编辑主页
    </Button>
  ) : (
    <>
      {/* 雇佣TA: the quick-publish dialog with this designer (docs/product.md §2). */}
      <Button variant="primary" aria-haspopup="dialog" onClick={() => quickPublishFrom.hire(userId)}>
        雇佣TA
      </Button>
      {/* Issue 25: a pre-hire inquiry, before any task. */}
      <ContactButton designerId={userId} label="咨询TA" />
      <FavoriteToggle kind="talent" id={userId} isAdd={designer.isAdd} size="medium" />
    </>
  );

  return (
    <div className={styles.page} style={themeStyle(skin.themeColor)} data-editing={draft !== null || undefined}>
      <HomepageBanner image={skin.bannerImage} name={designer.name} />
      <Container className={styles.content}>
        <DesignerProfile
          designer={designer}
          intro={skin.intro || designer.intro}
          turnOver={turnOver.data}
          tones={tones.data}
          actions={actions}
        />
        <WorksSection userId={userId} query={query} layout={skin.layout} />
        <ReviewsSection userId={userId} ratingAvg={designer.ratingAvg} ratingCount={designer.ratingCount} />
      </Container>
      {draft !== null && (
        <Suspense fallback={null}>
          <SkinEditor
            userId={userId}
            draft={draft}
            onChange={setDraft}
            profileIntro={designer.intro}
            saving={update.isPending}
            onCancel={() => setDraft(null)}
            onSave={() => update.mutate(draft, { onSuccess: () => setDraft(null) })}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /u/{id?} — a designer's public homepage (issue 6). Without an id (chosen, following docs/product.md §2's /my/home
 * guard): a logged-in designer goes to their own homepage keeping worksType, a visitor to the login page,
 * anyone else (logged in, not a designer: they have no homepage) to /my/home, which explains how to get one.
 */
export function HomepagePage() {
  const { id } = useParams();
  const session = useSession();
  const location = useLocation();
  if (id === undefined) {
    if (session.status === 'loading') return <div className={styles.page} aria-busy="true" />;
    if (session.isLogin && session.isDesigner && session.userId !== null) {
      const worksType = new URLSearchParams(location.search).get('worksType') ?? undefined;
      return <Navigate replace to={withQuery(paths.designer(session.userId), { worksType })} />;
    }
    if (!session.isLogin) return <Navigate replace to={paths.login(location.pathname + location.search)} />;
    return <Navigate replace to={paths.myHome} />;
  }
  const userId = idFromParam(id);
  if (userId === null) throwNotFound();
  return <Homepage key={userId} userId={userId} />;
}

export default HomepagePage;

/**
 * Issue 8: the thematic pages (/zt/*), the contest halls and entries (/match, /oppo) and the QR landing
 * (/qr) — one lazy module, each page exported by name (route-table.ts).
 */
import { pageThemeColor } from '@bazaar/domain/cms/blocks';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useCampaignList } from '@/shared/campaigns/campaigns-api';
import { CmsPageView } from '@/shared/cms-page/cms-page-view';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useZtPage } from '../api/get-zt-page';
import { CampaignEntryView } from '../components/campaign-entry';
import { CampaignHall } from '../components/campaign-hall';
import { QrLanding } from '../components/qr-landing';
import styles from './zt-pages.module.css';
import * as paths from '@/shared/lib/page-paths';

/** /zt/{slug}: the page's CMS blocks through the one renderer. */
export function ZtPage() {
  const slug = useLocation().pathname.split('/')[2] ?? '';
  const page = useZtPage(slug);
  const heading = page.data?.find((b) => b.type === 'banner')?.title;
  // The route table names some zt pages only by slug (first-load bytes); the banner names the page.
  useEffect(() => {
    if (heading) document.title = `${heading} - 设计集市`;
  }, [heading]);
  return (
    <Container>
      {page.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton className={styles.bannerSkeleton} />
          <Skeleton style={{ height: 24, width: '40%', marginTop: 48 }} />
          <Skeleton style={{ height: 96, marginTop: 16 }} />
        </div>
      ) : page.data && page.data.length > 0 ? (
        <CmsPageView blocks={page.data} color={pageThemeColor(page.data)} />
      ) : (
        <div className={styles.empty}>
          <EmptyState text="专题内容正在准备中" actionLabel="去看看作品" to={paths.works()} />
        </div>
      )}
    </Container>
  );
}

function useId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** /match and /match/{id}: the contest hall (the latest contest, or ?c=slug) and an entry's page. */
export function MatchPage() {
  const id = useId();
  const [search] = useSearchParams();
  const list = useCampaignList('match');
  const wanted = search.get('c');
  const slug = wanted ?? list.data?.[0]?.slug ?? null;
  if (!slug && list.isPending) return <Container>{null}</Container>;
  if (!slug)
    return (
      <Container>
        <div className={styles.empty}>
          <EmptyState text="暂时没有进行中的设计大赛" actionLabel="看看专题" to={paths.zt('match')} />
        </div>
      </Container>
    );
  return id ? (
    <CampaignEntryView slug={slug} worksId={id} hall={paths.match(slug)} />
  ) : (
    <CampaignHall slug={slug} others={(list.data ?? []).filter((c) => c.slug !== slug)} />
  );
}

/** /oppo and /oppo/{id}: the OPPO campaign's hall and an entry's page. */
export function OppoPage() {
  const id = useId();
  return id ? (
    <CampaignEntryView slug="oppo" worksId={id} hall={paths.oppo} />
  ) : (
    <CampaignHall slug="oppo" others={[]} />
  );
}

/** /qr and /qr/{id}: resolves a code to its target and shows it (blank layout; no mobile redirect). */
export function QrPage() {
  const code = useParams().id ?? null;
  return <QrLanding code={code} />;
}

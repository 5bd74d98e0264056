import { CATEGORY_FALLBACK, WORKS_TYPE } from '@bazaar/domain/constants';
import type { WorkDetail } from '@bazaar/domain/entities';
import {
  displayNickname,
  WORKS_IMAGE_SIZES,
  worksImageSrcSet,
  worksImageUrl,
  worksWatermark,
} from '@bazaar/domain/format';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useLocation } from 'react-router';
import { FavoriteToggle } from '@/shared/favorites/favorite-toggle';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import * as paths from '@/shared/lib/paths';
import { useRecordVisit } from '@/shared/lib/use-record-visit';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import grid from '@/shared/ui/cards/grid.module.css';
import { WorkCard, WorkCardSkeleton } from '@/shared/ui/cards/work-card';
import { Container } from '@/shared/ui/container';
import { HeartIcon } from '@/shared/ui/icons';
import { EyeIcon } from '@/shared/ui/icons-more';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAlikeWorks, useWorkDesigner, useWorkDetail } from '../api/get-work-detail';
import { useLikeWorks } from '../api/like-works';
import { WorkDesignerPanel } from '../components/work-designer-panel';
import styles from './work-detail-page.module.css';

const ReportDialog = lazy(() => import('../components/report-dialog'));

const TYPE_NAME: Record<number, string> = { [WORKS_TYPE.image]: '图片作品', [WORKS_TYPE.video]: '视频作品' };

const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
};

function WorkImages({ work }: { work: WorkDetail }) {
  // docs/product.md §3 mk: every image carries the designer's name as its watermark.
  const mk = worksWatermark(displayNickname(work.nickName));
  const images = work.images.length
    ? work.images
    : [{ url: work.cover, width: work.coverWidth, height: work.coverHeight }];
  return (
    <div className={styles.images}>
      {images.map((image, i) => (
        <Img
          key={image.url}
          src={worksImageUrl(image.url, mk)}
          srcSet={worksImageSrcSet(image.url, image.width, mk)}
          sizes={WORKS_IMAGE_SIZES}
          alt={images.length > 1 ? `${work.title}（第${i + 1}张）` : work.title}
          ratio={`${image.width} / ${image.height}`}
          // The first two: on a phone the second is often in the first screen and the larger paint.
          priority={i < 2}
          className={styles.image}
        />
      ))}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <Container className={styles.page}>
      <nav className={styles.crumbs} aria-hidden="true">
        <Skeleton style={{ height: 22, width: 120 }} />
      </nav>
      <div className={styles.layout} aria-busy="true">
        <div className={styles.head}>
          <Skeleton style={{ height: 36, width: '60%' }} />
          <Skeleton style={{ height: 16, width: '40%', marginTop: 12 }} />
        </div>
        <div className={styles.images}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} />
        </div>
        <aside className={styles.side}>
          <WorkDesignerPanel designer={undefined} />
        </aside>
      </div>
    </Container>
  );
}

function WorkActions({ work }: { work: WorkDetail }) {
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const like = useLikeWorks(work.worksId);
  const [reporting, setReporting] = useState(false);
  return (
    <div className={styles.actions}>
      <Button
        variant="primary"
        size="large"
        disabled={like.isPending}
        onClick={() => (isLogin ? like.mutate() : navigate(paths.login(pathname)))}
      >
        <HeartIcon size={18} />
        点赞 {work.likeCount}
      </Button>
      <FavoriteToggle kind="works" id={work.worksId} isAdd={work.isAdd} size="large" />
      <Button
        size="large"
        className={styles.report}
        onClick={() => (isLogin ? setReporting(true) : navigate(paths.login(pathname)))}
      >
        举报
      </Button>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog worksId={work.worksId} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

export function WorkDetailPage() {
  const worksId = idFromParam(useParams().id);
  if (worksId === null) throwNotFound();
  const { data: work, isPending } = useWorkDetail(worksId);
  const designer = useWorkDesigner(work?.userId);
  const alike = useAlikeWorks(worksId);
  useRecordVisit('works', worksId, Boolean(work));

  if (isPending) return <DetailSkeleton />;
  if (!work) throwNotFound();
  const category = work.categoryName ?? CATEGORY_FALLBACK; // docs/product.md §3 fallback

  return (
    <Container className={styles.page}>
      <nav className={styles.crumbs} aria-label="位置">
        <Link to={paths.works()}>作品</Link>
        <span aria-hidden="true">/</span>
        {work.categoryId ? <Link to={paths.works({ categoryId: work.categoryId })}>{category}</Link> : category}
      </nav>
      <div className={styles.layout}>
        <header className={styles.head}>
          <h1 className={styles.title}>{work.title}</h1>
          <p className={styles.meta}>
            <span className={styles.pill}>{category}</span>
            <span>{TYPE_NAME[work.worksType] ?? '图片作品'}</span>
            <span>{formatDate(work.createdAt)}</span>
            <span className={styles.count} aria-label={`${work.viewCount} 次浏览`}>
              <EyeIcon size={16} />
              {work.viewCount}
            </span>
            <span className={styles.count} aria-label={`${work.likeCount} 人喜欢`}>
              <HeartIcon size={16} />
              {work.likeCount}
            </span>
          </p>
        </header>
        <WorkImages work={work} />
        <section className={styles.body}>
          {work.description ? <p className={styles.description}>{work.description}</p> : null}
          <WorkActions work={work} />
        </section>
        <aside className={styles.side}>
          <WorkDesignerPanel designer={designer.data ?? (designer.isPending ? undefined : null)} />
        </aside>
      </div>
      <section className={styles.alike} aria-labelledby="alike-title">
        <h2 id="alike-title" className={styles.sectionTitle}>
          相似作品
        </h2>
        <div className={grid.works}>
          {alike.isPending
            ? Array.from({ length: 4 }, (_, i) => <WorkCardSkeleton key={i} />)
            : (alike.data ?? []).map((w) => <WorkCard key={w.worksId} work={w} />)}
        </div>
      </section>
    </Container>
  );
}

export default WorkDetailPage;

import { Container } from '@/shared/ui/container';
import { useHomeCms } from '../api/get-home-cms';
import { FeaturedWorks } from '../components/featured-works';
import { HeroBanner } from '../components/hero-banner';
import { LatestTasks } from '../components/latest-tasks';
import { RecommendedDesigners } from '../components/recommended-designers';
import styles from './home-page.module.css';

/** The home page (docs/product.md §1: CMS-driven): banner, 精选作品, 推荐设计师, 最新任务. */
export function HomePage() {
  const banner = useHomeCms('banner');
  const works = useHomeCms('works');
  const designers = useHomeCms('designers');
  return (
    <Container className={styles.page}>
      <h1 className="visually-hidden">设计集市 - 找设计师，发布设计任务</h1>
      <HeroBanner banners={banner.data ?? []} loading={banner.isPending} />
      <FeaturedWorks config={works.data?.[0]} loading={works.isPending} />
      <RecommendedDesigners configs={designers.data ?? []} loading={designers.isPending} />
      <LatestTasks />
    </Container>
  );
}

export default HomePage;

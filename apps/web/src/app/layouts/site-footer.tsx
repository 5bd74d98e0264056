import { SERVICE_HOURS } from '@bazaar/domain/constants';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { Container } from '@/shared/ui/container';
import styles from './site-footer.module.css';

// Below the fold on every page: a lazy chunk keeps it out of the first load (home budget); the row's
// height is reserved in CSS, so nothing moves when it arrives.
const ShareLinks = lazy(() => import('./share-links'));

/** docs/product.md §1 footer: agreement and FAQ links, copyright, service hours, share widget. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <div className={styles.brand}>
          <strong className={styles.name}>设计集市</strong>
          <p className={styles.tagline}>连接雇主与设计师的创意市集</p>
        </div>
        <nav aria-label="页脚" className={styles.links}>
          <Link to={paths.agreement}>用户协议</Link>
          <Link to={paths.qa}>常见问题</Link>
        </nav>
        <div className={styles.service}>
          <p>客服时间 {SERVICE_HOURS}</p>
          <div className={styles.share}>
            <Suspense fallback={null}>
              <ShareLinks />
            </Suspense>
          </div>
        </div>
      </Container>
      <Container>
        <p className={styles.copy}>© 2026 设计集市 版权所有</p>
      </Container>
    </footer>
  );
}

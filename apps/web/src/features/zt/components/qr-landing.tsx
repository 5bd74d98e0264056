import { isSafeLink } from '@bazaar/domain/rules';
import { Link } from 'react-router';
import { SmartLink } from '@/shared/ui/smart-link';
import { Skeleton } from '@/shared/ui/skeleton';
import { useQrCodes } from '../api/get-zt-page';
import styles from './qr-landing.module.css';
import * as paths from '@/shared/lib/paths';

/**
 * The QR landing (issue 8): a printed code opens /qr/{code}; the CMS (page `qr`) maps the code to a target,
 * shown as a card with one big button rather than a silent redirect, so a phone user sees where it goes.
 */
export function QrLanding({ code }: { code: string | null }) {
  const codes = useQrCodes(code);
  const target = code ? codes.data?.[0] : undefined;
  return (
    <main id="main" className={styles.page}>
      <div className={styles.brand}>
        <Link to={paths.home} className={styles.brandName}>
          设计集市
        </Link>
      </div>
      {codes.isPending ? (
        <Skeleton className={styles.card} style={{ height: 240 }} />
      ) : code ? (
        target && target.link && isSafeLink(target.link) ? (
          <section className={styles.card} aria-labelledby="qr-title">
            <p className={styles.kicker}>扫码访问</p>
            <h1 id="qr-title" className={styles.title}>
              {target.title ?? '设计集市'}
            </h1>
            <p className={styles.target}>即将前往：{target.link}</p>
            <SmartLink to={target.link} className={styles.go}>
              立即前往
            </SmartLink>
          </section>
        ) : (
          <section className={styles.card} aria-labelledby="qr-title">
            <h1 id="qr-title" className={styles.title}>
              二维码已失效
            </h1>
            <p className={styles.target}>这个二维码没有对应的页面，可能活动已经结束。</p>
            <Link to={paths.home} className={styles.go}>
              回到首页
            </Link>
          </section>
        )
      ) : (
        <section className={styles.card} aria-labelledby="qr-title">
          <h1 id="qr-title" className={styles.title}>
            扫码访问
          </h1>
          <p className={styles.target}>用手机扫描海报或物料上的二维码，即可直达对应页面。</p>
          <ul className={styles.codes}>
            {(codes.data ?? []).map((c) =>
              c.link ? (
                <li key={c.cmsId}>
                  <SmartLink to={c.link} className={styles.codeLink}>
                    {c.title}
                  </SmartLink>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
    </main>
  );
}

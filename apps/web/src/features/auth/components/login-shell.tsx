import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@/shared/ui/container';
import styles from './login.module.css';
import * as paths from '@/shared/lib/page-paths';

/** The frame of /login and /login/third: a quiet brand panel (desktop) beside the form card. */
export function LoginShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <Container className={styles.grid}>
        <aside className={styles.intro} aria-label="设计集市简介">
          <p className={styles.kicker}>设计集市 · 设计师与品牌的集市</p>
          <p className={styles.slogan}>
            找到对的设计师，
            <br />
            让好设计被看见
          </p>
          <ul className={styles.points}>
            <li>
              <strong>发布任务</strong>
              <span>插画、包装、Logo、绘本、IP 形象，一句话说清需求</span>
            </li>
            <li>
              <strong>顾问跟进</strong>
              <span>任务发布后，平台顾问一对一与您沟通细节</span>
            </li>
            <li>
              <strong>设计师接单</strong>
              <span>展示作品、打造个人主页、承接品牌项目</span>
            </li>
          </ul>
          <div className={styles.shapes} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        </aside>
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          <p className={styles.terms}>
            登录即表示您已阅读并同意<Link to={paths.agreement}>《用户协议》</Link>和
            <Link to={paths.privacy}>《隐私政策》</Link>
          </p>
        </section>
      </Container>
    </div>
  );
}

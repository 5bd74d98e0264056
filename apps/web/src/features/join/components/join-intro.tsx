/** Why and how to join (everyone sees it; visitors get the login prompt of decision 013). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JOIN_BENEFITS as BENEFITS, JOIN_STEPS as STEPS } from '@bazaar/domain/constants/join';
import styles from './join-intro.module.css';
import * as paths from '@/shared/lib/page-paths';

export function JoinIntro({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.kicker}>设计师入驻</p>
        <h1 className={styles.h1}>让好设计遇见好需求</h1>
        <p className={styles.heroLead}>
          提交一份入驻申请，审核通过后即可上传作品、报名任务。入驻前请阅读
          <Link to={paths.entryRules}>《入驻规则》</Link>。
        </p>
        {children}
      </div>
      <ul className={styles.benefits}>
        {BENEFITS.map((b) => (
          <li key={b.title} className={styles.benefit}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
      <ol className={styles.steps} aria-label="入驻流程">
        {STEPS.map((s, i) => (
          <li key={s} className={styles.step}>
            <span className={styles.stepNo}>{i + 1}</span>
            {s}
          </li>
        ))}
      </ol>
    </header>
  );
}

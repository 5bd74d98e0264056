/** Why and how to join (everyone sees it; visitors get the login prompt of decision 013). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './join-intro.module.css';
import * as paths from '@/shared/lib/page-paths';

const BENEFITS = [
  { title: '真实需求', text: '品牌与个人雇主的插画、包装、Logo、绘本、IP 形象任务，顾问先把需求聊清楚。' },
  { title: '资金托管', text: '录用即托管，验收即结算，不再为催款发愁。' },
  { title: '个人主页', text: '可定制的作品主页，被雇主搜索、收藏和直接雇佣。' },
];

const STEPS = ['填写资料与代表作品', '平台 3 个工作日内审核', '通过后成为设计师，开始接单'];

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

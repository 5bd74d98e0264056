import { DESIGNER_WORK_STATUS_NAME } from '@bazaar/domain/constants';
import type { Designer } from '@bazaar/domain/entities';
import { avatarUrl } from '@bazaar/domain/format';
import type { ReactNode } from 'react';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './designer-profile.module.css';

interface DesignerProfileProps {
  designer: Designer;
  /** The skin's intro, else the designer's own profile intro. */
  intro: string;
  turnOver: number | undefined;
  tones: readonly string[] | undefined;
  /** 收藏 / 雇佣TA / 编辑主页 — the page decides. */
  actions: ReactNode;
}

/** The homepage's head: avatar over the banner, name, level, work status, figures, tone tags and intro. */
export function DesignerProfile({ designer, intro, turnOver, tones, actions }: DesignerProfileProps) {
  return (
    <section className={styles.profile} aria-labelledby="designer-name">
      <Img
        src={designer.picture ? avatarUrl(designer.picture) : null}
        alt={designer.name}
        ratio="1"
        round
        eager
        className={styles.avatar}
      />
      <div className={styles.main}>
        <div className={styles.titleRow}>
          <h1 id="designer-name" className={styles.name}>
            {designer.name}
          </h1>
          <span className={styles.level}>{designer.designerLevelName}</span>
          {designer.isOnLeave ? (
            <span className={styles.leave}>休假中</span>
          ) : (
            <span className={styles.status}>{DESIGNER_WORK_STATUS_NAME[designer.designerWorkStatus] ?? '可接单'}</span>
          )}
        </div>
        <p className={styles.meta}>
          {designer.city ? <span>{designer.city}</span> : null}
          {designer.categoryNames.length > 0 ? (
            <span>擅长 {designer.categoryNames.slice(0, 3).join(' · ')}</span>
          ) : null}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>作品</dt>
            <dd>{designer.worksCount}</dd>
          </div>
          <div>
            <dt>成交订单</dt>
            <dd>{turnOver ?? '–'}</dd>
          </div>
          <div>
            {/* Issue 25: the average of published reviews; the count links to the reviews below. */}
            <dt>{designer.ratingCount > 0 ? <a href="#reviews">{designer.ratingCount} 条评价</a> : '评分'}</dt>
            <dd>{designer.ratingAvg !== null && designer.ratingCount > 0 ? designer.ratingAvg.toFixed(1) : '暂无'}</dd>
          </div>
        </dl>
        {tones && tones.length > 0 ? (
          <ul className={styles.tones} aria-label="风格标签">
            {tones.map((tone) => (
              <li key={tone}>{tone}</li>
            ))}
          </ul>
        ) : tones === undefined ? (
          // Still loading: hold one row of tags (a tag is 26 px tall) so the works below do not jump when
          // they arrive (issue 6: CLS ≤ 0.02 on /u/{id}).
          <div className={styles.tones} aria-hidden="true">
            <Skeleton style={{ height: 26, width: 160 }} />
          </div>
        ) : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

export function DesignerProfileSkeleton() {
  return (
    <section className={styles.profile} aria-hidden="true">
      <Skeleton round className={styles.avatar} />
      <div className={styles.main}>
        <Skeleton style={{ height: 32, width: 200 }} />
        <Skeleton style={{ height: 16, width: 260, marginTop: 12 }} />
        <Skeleton style={{ height: 40, width: 180, marginTop: 16 }} />
      </div>
    </section>
  );
}

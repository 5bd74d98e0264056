import type { Designer } from '@bazaar/domain/entities';
import { avatarUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import { FavoriteToggle } from '@/shared/favorites/favorite-toggle';
import * as paths from '@/shared/lib/paths';
import { quickPublishFrom } from '@/shared/quick-publish/quick-publish-triggers';
import { Button } from '@/shared/ui/button';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './work-designer-panel.module.css';

/** The work page's designer card (issue 6): avatar, name, level, 收藏, 雇佣TA and the homepage link. */
export function WorkDesignerPanel({ designer }: { designer: Designer | null | undefined }) {
  if (!designer) {
    return (
      <div className={styles.panel} aria-hidden="true">
        <div className={styles.head}>
          <Skeleton round style={{ width: 64, height: 64, flex: 'none' }} />
          <Skeleton style={{ height: 20, width: 120 }} />
        </div>
      </div>
    );
  }
  return (
    <section className={styles.panel} aria-label="设计师">
      <div className={styles.head}>
        <Link to={paths.designer(designer.userId)} tabIndex={-1} aria-hidden="true">
          <Img
            src={designer.picture ? avatarUrl(designer.picture) : null}
            alt={designer.name}
            ratio="1"
            round
            className={styles.avatar}
          />
        </Link>
        <div className={styles.who}>
          <h2 className={styles.name}>
            <Link to={paths.designer(designer.userId)}>{designer.name}</Link>
          </h2>
          <p className={styles.level}>
            {designer.designerLevelName}
            {designer.isOnLeave && <span className={styles.leave}>休假中</span>}
          </p>
        </div>
      </div>
      {designer.categoryNames.length > 0 && (
        <ul className={styles.tags} aria-label="擅长分类">
          {designer.categoryNames.slice(0, 4).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className={styles.stats}>
        <span>
          <strong>{designer.worksCount}</strong> 件作品
        </span>
        {designer.city && <span>{designer.city}</span>}
      </p>
      <div className={styles.actions}>
        {/* 雇佣TA: the quick-publish dialog with this designer (docs/product.md §2). */}
        <Button variant="primary" aria-haspopup="dialog" onClick={() => quickPublishFrom.hire(designer.userId)}>
          雇佣TA
        </Button>
        <FavoriteToggle kind="talent" id={designer.userId} isAdd={designer.isAdd} size="medium" />
      </div>
      <Link to={paths.designer(designer.userId)} className={styles.more}>
        查看TA的主页 →
      </Link>
    </section>
  );
}

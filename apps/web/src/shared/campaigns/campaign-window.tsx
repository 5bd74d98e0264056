import type { Campaign } from '@bazaar/domain/api';
import { windowState, windowText } from './campaigns-api';
import styles from './campaign-window.module.css';

const STATE_TEXT = { upcoming: '未开始', open: '点赞进行中', closed: '已结束' } as const;

/** The like window and its state (docs/product.md §9), as the visitor's clock judges it. */
export function CampaignWindow({ campaign }: { campaign: Campaign }) {
  const state = windowState(campaign);
  return (
    <p className={styles.window}>
      <span className={styles.pill} data-state={state}>
        {STATE_TEXT[state]}
      </span>
      点赞时间：{windowText(campaign)}（每人每天可为每件作品点赞一次）
    </p>
  );
}

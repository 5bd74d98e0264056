/** One report of a work in the console: the work, the reporter's reason, and hide / dismiss. */
import type { ReportRecord } from '@bazaar/domain/api';
import { REPORT_STATUS, REPORT_STATUS_NAME } from '@bazaar/domain/constants/join';
import { formatDateTime, imageUrl } from '@bazaar/domain/format';
import { Button } from '@/shared/ui/button';
import styles from './admin.module.css';
import review from './review.module.css';
import * as paths from '@/shared/lib/paths';

export function ReportCard({
  item,
  onHide,
  onDismiss,
}: {
  item: ReportRecord;
  onHide: () => void;
  onDismiss: () => void;
}) {
  return (
    <article className={`${review.card} ${review.reportCard}`} aria-labelledby={`report-${item.reportId}`}>
      <div className={review.cover}>
        {item.worksCover ? (
          <img
            src={imageUrl(item.worksCover, { w: 320, h: 240 })}
            alt={item.worksTitle}
            width={160}
            height={120}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className={review.body}>
        <div className={styles.cardHead}>
          <span className={review.pill} data-tone={item.status}>
            {REPORT_STATUS_NAME[item.status]}
          </span>
          <span className={review.type}>{item.typeName}</span>
          <span className={styles.time}>{formatDateTime(item.createdAt)} 举报</span>
        </div>
        <h2 id={`report-${item.reportId}`} className={styles.taskName}>
          {item.worksId ? (
            <a href={paths.work(item.worksId)} target="_blank" rel="noopener noreferrer">
              {item.worksTitle}
            </a>
          ) : (
            item.worksTitle
          )}
          {item.ownerName && <span className={review.sub}>作者 {item.ownerName}</span>}
        </h2>
        <p className={review.text}>
          <strong>{item.reporterName || `用户 ${item.reporterId}`}：</strong>
          {item.reportInfo}
        </p>
        {item.status === REPORT_STATUS.pending ? (
          <div className={styles.cardActions}>
            <Button onClick={onDismiss}>驳回</Button>
            <Button variant="primary" onClick={onHide}>
              下架作品
            </Button>
          </div>
        ) : (
          <p className={review.meta}>
            {item.handledAt ? `${formatDateTime(item.handledAt)} 处理` : ''}
            {item.reply ? ` · 回复举报人：${item.reply}` : ''}
          </p>
        )}
      </div>
    </article>
  );
}

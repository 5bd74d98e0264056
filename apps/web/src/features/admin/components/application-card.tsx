/** One /join application in the console: who, what they do, their samples, and the review buttons. */
import type { JoinApplication } from '@bazaar/domain/api';
import { JOIN_STATUS, JOIN_STATUS_NAME, JOIN_YEARS } from '@bazaar/domain/constants/join';
import { formatDateTime, imageUrl } from '@bazaar/domain/format';
import { Button } from '@/shared/ui/button';
import styles from './admin.module.css';
import review from './review.module.css';

export function ApplicationCard({
  item,
  onApprove,
  onRefuse,
}: {
  item: JoinApplication;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  const pending = item.status === JOIN_STATUS.pending;
  return (
    <article className={review.card} aria-labelledby={`app-${item.applicationId}`}>
      <div className={styles.cardHead}>
        <span className={review.pill} data-tone={item.status}>
          {JOIN_STATUS_NAME[item.status]}
        </span>
        <span className={styles.time}>{formatDateTime(item.createdAt)} 提交</span>
      </div>
      <h2 id={`app-${item.applicationId}`} className={styles.taskName}>
        {item.realName}
        <span className={review.sub}>
          {item.nickName ? `昵称 ${item.nickName} · ` : ''}用户 {item.userId}
        </span>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>手机</dt>
          <dd>{item.mobile}</dd>
        </div>
        <div>
          <dt>年限</dt>
          <dd>{JOIN_YEARS.find((y) => y.code === item.years)?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>领域</dt>
          <dd>{item.categories.map((c) => c.categoryName).join('、')}</dd>
        </div>
        <div>
          <dt>作品集</dt>
          <dd>
            <a href={item.portfolioUrl} target="_blank" rel="noopener noreferrer nofollow">
              {item.portfolioUrl}
            </a>
          </dd>
        </div>
      </dl>
      <p className={review.text}>{item.experience}</p>
      <ul className={review.samples} aria-label={`${item.realName}的代表作品`}>
        {item.samples.map((s, i) => (
          <li key={s.url}>
            <a href={imageUrl(s.url, { w: 1100 })} target="_blank" rel="noopener noreferrer">
              <img
                src={imageUrl(s.url, { w: 320, h: 240 })}
                alt={`代表作品 ${i + 1}`}
                width={160}
                height={120}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
      {item.status === JOIN_STATUS.refused && item.reason && <p className={review.reason}>未通过原因：{item.reason}</p>}
      {pending ? (
        <div className={styles.cardActions}>
          <Button onClick={onRefuse}>不通过</Button>
          <Button variant="primary" onClick={onApprove}>
            通过
          </Button>
        </div>
      ) : (
        item.reviewedAt && <p className={review.meta}>{formatDateTime(item.reviewedAt)} 审核</p>
      )}
    </article>
  );
}

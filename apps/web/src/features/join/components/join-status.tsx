/** The applicant's latest application on return (issue 8): 审核中 / 已通过 / 未通过 with the reason. */
import type { JoinApplication } from '@bazaar/domain/api';
import { JOIN_STATUS, JOIN_STATUS_LEAD, JOIN_STATUS_NAME, JOIN_YEARS } from '@bazaar/domain/constants/join';
import { formatDateTime } from '@bazaar/domain/format';
import { imageUrl } from '@bazaar/domain/format';
import styles from './join-status.module.css';
import * as paths from '@/shared/lib/paths';

const TONE: Record<number, string | undefined> = {
  [JOIN_STATUS.pending]: styles.statusPending,
  [JOIN_STATUS.approved]: styles.statusApproved,
  [JOIN_STATUS.refused]: styles.statusRefused,
};

export function JoinStatus({ application }: { application: JoinApplication }) {
  const a = application;
  return (
    <section className={`${styles.status} ${TONE[a.status] ?? ''}`} aria-labelledby="join-status">
      <p className={styles.statusBadge}>申请状态</p>
      <h2 id="join-status" className={styles.statusTitle}>
        {JOIN_STATUS_NAME[a.status]}
      </h2>
      <p className={styles.statusLead}>{JOIN_STATUS_LEAD[a.status]}</p>
      {a.status === JOIN_STATUS.refused && a.reason && (
        <p className={styles.reason}>
          <strong>未通过原因：</strong>
          {a.reason}
        </p>
      )}
      {a.status === JOIN_STATUS.approved && (
        <a className={styles.statusLink} href={paths.designer(a.userId)}>
          进入我的主页
        </a>
      )}
      <dl className={styles.summary}>
        <div>
          <dt>提交时间</dt>
          <dd>{formatDateTime(a.createdAt)}</dd>
        </div>
        <div>
          <dt>擅长领域</dt>
          <dd>{a.categories.map((c) => c.categoryName).join('、')}</dd>
        </div>
        <div>
          <dt>从业年限</dt>
          <dd>{JOIN_YEARS.find((y) => y.code === a.years)?.name ?? '—'}</dd>
        </div>
      </dl>
      <ul className={styles.statusSamples} aria-label="提交的代表作品">
        {a.samples.map((s, i) => (
          <li key={s.url}>
            <img src={imageUrl(s.url, { w: 200, h: 150 })} alt={`代表作品 ${i + 1}`} width={100} height={75} />
          </li>
        ))}
      </ul>
    </section>
  );
}

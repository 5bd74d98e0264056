/** The applicant's latest application on return (issue 8): 审核中 / 已通过 / 未通过 with the reason. */
import type { JoinApplication } from '@bazaar/domain/api';
import { JOIN_STATUS, JOIN_STATUS_NAME, JOIN_YEARS } from '@bazaar/domain/constants/join';
import { formatDateTime } from '@bazaar/domain/format';
import { imageUrl } from '@bazaar/domain/format';
import styles from './join-status.module.css';
import * as paths from '@/shared/lib/paths';

const TONE: Record<number, string | undefined> = {
  [JOIN_STATUS.pending]: styles.statusPending,
  [JOIN_STATUS.approved]: styles.statusApproved,
  [JOIN_STATUS.refused]: styles.statusRefused,
};

const LEAD: Record<number, string> = {
  [JOIN_STATUS.pending]: '你的申请已提交，平台会在 3 个工作日内完成审核，请留意短信通知。',
  [JOIN_STATUS.approved]: '恭喜！你已成为设计集市的设计师，你的代表作品已放进个人主页。',
  [JOIN_STATUS.refused]: '很遗憾，这次申请没有通过。参考下面的原因修改后，可以重新提交。',
};

export function JoinStatus({ application }: { application: JoinApplication }) {
  const a = application;
  return (
    <section className={`${styles.status} ${TONE[a.status] ?? ''}`} aria-labelledby="join-status">
      <p className={styles.statusBadge}>申请状态</p>
      <h2 id="join-status" className={styles.statusTitle}>
        {JOIN_STATUS_NAME[a.status]}
      </h2>
      <p className={styles.statusLead}>{LEAD[a.status]}</p>
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

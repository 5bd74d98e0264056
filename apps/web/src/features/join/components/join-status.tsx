/** The applicant's latest application on return (issue 8): 审核中 / 已通过 / 未通过 with the reason. */
import type { JoinApplication } from '@bazaar/domain/api';
import { JOIN_STATUS, JOIN_STATUS_LEAD, JOIN_STATUS_NAME } from '@bazaar/domain/constants/join';
import { imageUrl } from '@bazaar/domain/format';
import styles from './join-status.module.css';
import * as paths from '@/shared/lib/paths';
import { joinApplicationFacts } from '@bazaar/domain/rules/join-form';

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
        {joinApplicationFacts(a).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
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

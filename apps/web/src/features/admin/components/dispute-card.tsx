import { TASK_STATUS_NAME } from '@bazaar/domain/constants';
import { formatDateTime, formatFen } from '@bazaar/domain/format';
import { DISPUTE_DECISION_NAME, DISPUTE_SIDE_NAME, DISPUTE_STATUS_NAME } from '@bazaar/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/page-paths';
import type { Dispute } from '../api/disputes';
import styles from './admin.module.css';

/** One dispute on the console (issue 25): the task, both sides, the reason, the escrow and (decided) the ruling. */
export function DisputeCard({
  dispute,
  side,
  linkTitle = true,
  children,
}: {
  dispute: Dispute;
  side?: ReactNode;
  linkTitle?: boolean;
  /** Under the facts (the detail page's evidence files). */
  children?: ReactNode;
}) {
  const decided = dispute.status === 'decided';
  return (
    <article className={styles.card} aria-label={`纠纷：${dispute.taskName}`}>
      <div className={styles.cardMain}>
        <div className={styles.cardHead}>
          <span className={decided ? styles.done : styles.status} data-status={decided ? undefined : '5'}>
            {DISPUTE_STATUS_NAME[dispute.status]}
          </span>
          <span className={styles.status}>发起时 {TASK_STATUS_NAME[dispute.taskStatusAtOpen] ?? ''}</span>
          <span className={styles.time}>发起于 {formatDateTime(dispute.createdAt)}</span>
        </div>
        <h2 className={styles.taskName}>
          {linkTitle ? <Link to={paths.adminDispute(dispute.disputeId)}>{dispute.taskName}</Link> : dispute.taskName}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>雇主</dt>
            <dd>{dispute.employerName || '—'}</dd>
          </div>
          <div>
            <dt>设计师</dt>
            <dd>{dispute.designerName || '—'}</dd>
          </div>
          <div>
            <dt>发起方</dt>
            <dd>{DISPUTE_SIDE_NAME[dispute.openedBy]}</dd>
          </div>
          <div>
            <dt>托管金额</dt>
            <dd className={styles.price}>{formatFen(dispute.escrowFen)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>纠纷原因</dt>
            <dd>{dispute.reason}</dd>
          </div>
          {dispute.evidenceText && (
            <div className={styles.wide}>
              <dt>证据说明</dt>
              <dd>{dispute.evidenceText}</dd>
            </div>
          )}
          {decided && dispute.decision && (
            <>
              <div className={styles.wide}>
                <dt>裁决</dt>
                <dd>
                  {DISPUTE_DECISION_NAME[dispute.decision]}：设计师 {formatFen(dispute.designerFen ?? 0)}，退回雇主{' '}
                  {formatFen(dispute.employerFen ?? 0)}
                </dd>
              </div>
              <div className={styles.wide}>
                <dt>裁决说明</dt>
                <dd>{dispute.decisionText}</dd>
              </div>
            </>
          )}
        </dl>
        {children}
      </div>
      {side && <div className={styles.cardSide}>{side}</div>}
    </article>
  );
}

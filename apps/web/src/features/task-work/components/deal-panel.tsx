import { TASK_STATUS } from '@bazaar/domain/constants';
import { formatDateTime, formatFen } from '@bazaar/domain/format';
import { AUTO_ACCEPT_DAYS, DISPUTE_DECISION_NAME, DISPUTE_SIDE_NAME, DISPUTE_STATUS_NAME } from '@bazaar/domain/rules';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { Dispute, TaskDeal } from '../api/deal-queries';
import type { TaskRole } from '../lib/task-work-rules';
import { AttachmentTimeline } from './task-timeline';
import styles from './deal.module.css';

const DisputeDialog = lazy(() => import('./dispute-dialog'));

/** 发起纠纷 and its dialog (lazy: loaded when pressed); `conversationId`: the task's, whose messages it may quote. */
export function DisputeAction({ orderId, conversationId }: { orderId: number; conversationId: number | null }) {
  const [disputing, setDisputing] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setDisputing(true)}>
        发起纠纷
      </Button>
      {disputing && (
        <Suspense fallback={null}>
          <DisputeDialog orderId={orderId} conversationId={conversationId} onClose={() => setDisputing(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Revisions, automatic acceptance and disputes on the task page (issue 25), for its two sides: the rounds
 * used, the date a delivery is accepted by itself, the dispute and the operator's decision.
 */
export function DealNotices({ deal, status, role }: { deal: TaskDeal; status: number; role: TaskRole }) {
  const open = deal.dispute?.status === 'open';
  const used = deal.revisionRounds;
  // Rounds matter while the work goes on: awaiting acceptance, or back at work after a revision.
  const showRounds = status === TASK_STATUS.delivered || (status === TASK_STATUS.inProgress && used > 0);
  return (
    <div className={styles.deal}>
      {deal.autoAcceptAt && (
        <p className={styles.notice} data-tone="warn">
          {role === 'owner' ? '' : '雇主'}若 {AUTO_ACCEPT_DAYS} 天内未处理，将于 {formatDateTime(deal.autoAcceptAt)}{' '}
          自动验收
        </p>
      )}
      {showRounds && !open && (
        <p className={styles.notice} aria-label={`已修改 ${used} 轮，共 ${deal.revisionMax} 轮`}>
          <span className={styles.rounds} aria-hidden="true">
            {Array.from({ length: deal.revisionMax }, (_, i) => (
              <span key={i} className={styles.dot} data-used={i < used} />
            ))}
          </span>
          <span>
            已修改 <strong>{used}</strong>/{deal.revisionMax} 轮 ·{' '}
            {deal.revisionsLeft > 0
              ? `还可要求修改 ${deal.revisionsLeft} 次`
              : '修改次数已用完，只能验收通过或发起纠纷'}
          </span>
        </p>
      )}
      {deal.dispute && <DisputeCard dispute={deal.dispute} />}
    </div>
  );
}

function DisputeCard({ dispute }: { dispute: Dispute }) {
  const decided = dispute.status === 'decided';
  return (
    <section className={styles.dispute} data-status={dispute.status} aria-label="纠纷">
      <div className={styles.disputeHead}>
        <h3 className={styles.disputeTitle}>{decided ? '平台已裁决' : '纠纷处理中'}</h3>
        <span className={styles.hint}>
          {DISPUTE_SIDE_NAME[dispute.openedBy]}于 {formatDateTime(dispute.createdAt)} 发起 ·{' '}
          {DISPUTE_STATUS_NAME[dispute.status]}
        </span>
      </div>
      {!decided && <p className={styles.frozen}>平台裁决前任务暂停：不能交付、验收或要求修改，也不会自动验收。</p>}
      <dl className={styles.facts}>
        <div>
          <dt>纠纷原因</dt>
          <dd>{dispute.reason}</dd>
        </div>
        {dispute.evidenceText && (
          <div>
            <dt>证据说明</dt>
            <dd>{dispute.evidenceText}</dd>
          </div>
        )}
        {decided && dispute.decision && (
          <>
            <div>
              <dt>裁决结果</dt>
              <dd className={styles.shares}>
                <span>{DISPUTE_DECISION_NAME[dispute.decision]}</span>
                <span>
                  设计师所得 <span className={styles.money}>{formatFen(dispute.designerFen ?? 0)}</span>
                </span>
                <span>
                  退回雇主 <span className={styles.money}>{formatFen(dispute.employerFen ?? 0)}</span>
                </span>
              </dd>
            </div>
            <div>
              <dt>裁决说明</dt>
              <dd>{dispute.decisionText}</dd>
            </div>
            {dispute.decidedAt && (
              <div>
                <dt>裁决时间</dt>
                <dd>{formatDateTime(dispute.decidedAt)}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {dispute.evidence.length > 0 && <AttachmentTimeline attachments={dispute.evidence} />}
    </section>
  );
}

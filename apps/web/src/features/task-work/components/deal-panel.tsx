import { TASK_STATUS } from '@bazaar/domain/constants';
import { formatDateTime } from '@bazaar/domain/format';
import { AUTO_ACCEPT_DAYS } from '@bazaar/domain/rules';
import { lazy, Suspense, useState } from 'react';
import { DisputeCard } from '@/shared/disputes/dispute-card';
import { Button } from '@/shared/ui/button';
import type { TaskDeal } from '../api/deal-queries';
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
      {deal.dispute && (
        <DisputeCard dispute={deal.dispute} view="party">
          {deal.dispute.evidence.length > 0 && <AttachmentTimeline attachments={deal.dispute.evidence} />}
        </DisputeCard>
      )}
    </div>
  );
}

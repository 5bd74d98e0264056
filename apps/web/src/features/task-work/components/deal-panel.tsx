import type { TaskStatus } from '@bazaar/domain/constants';
import { formatDateTime } from '@bazaar/domain/format';
import { autoAcceptNote, roundsLeftText, showsRounds, type TaskRole } from '@bazaar/domain/rules/task-work';
import { lazy, Suspense, useState } from 'react';
import { DisputeCard } from '@/shared/disputes/dispute-card';
import { Button } from '@/shared/ui/button';
import type { TaskDeal } from '../api/deal-queries';
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
export function DealNotices({ deal, status, role }: { deal: TaskDeal; status: TaskStatus; role: TaskRole }) {
  const open = deal.dispute?.status === 'open';
  const used = deal.revisionRounds;
  const showRounds = showsRounds(status, used);
  return (
    <div className={styles.deal}>
      {deal.autoAcceptAt && (
        <p className={styles.notice} data-tone="warn">
          {autoAcceptNote(role, formatDateTime(deal.autoAcceptAt))}
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
            已修改 <strong>{used}</strong>/{deal.revisionMax} 轮 · {roundsLeftText(deal.revisionsLeft)}
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

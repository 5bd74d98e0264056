import type { Task } from '@bazaar/domain/entities';
import { TASK_ACTION_NAME } from '@bazaar/domain/rules';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useTaskDeal } from '../api/deal-queries';
import { useTimeline } from '../api/task-queries';
import { useTaskWork } from '../api/task-actions';
import {
  ACCEPT_CONFIRM,
  ASSIGN_BLOCKED,
  assignConfirm,
  canAssign,
  canDeliver,
  canDispute,
  DELIVER_CONFIRM,
  dealActions,
  escrowAllowsAssign,
  ownerActions,
  REASON_LABEL,
  reviseNote,
  type TaskRole,
} from '@bazaar/domain/rules/task-work';
import { ApplicantList } from './applicant-list';
import { DealNotices, DisputeAction } from './deal-panel';
import { AttachmentUpload } from './attachment-upload';
import { EscrowNotice, useTaskEscrow } from './escrow-notice';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';
import { AttachmentTimeline, TaskTimeline } from './task-timeline';
import styles from './task-work.module.css';

interface TaskWorkPanelProps {
  task: Task;
  role: TaskRole;
  /** Show the applicants (the owner, while there are any to see). */
  showApplicants?: boolean;
}

/**
 * Following and working on a task, for its two sides (issue 7): the timeline with the current step, the
 * attachment timeline, the owner's applicants and actions (close / accept / revise), the hired designer's
 * uploads and 提交交付. Shared by /task/{id}, /uc/task and /u/task. Nothing for anyone else (docs/product.md §6).
 */
export function TaskWorkPanel({ task, role, showApplicants = true }: TaskWorkPanelProps) {
  const { data, isPending } = useTimeline(task.orderId, role);
  const { perform, busy } = useTaskWork();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  // The owner of a 招募中 task chooses a designer only once the bounty is held (issue 9).
  const escrow = useTaskEscrow(task.orderId, role === 'owner' && canAssign(task.taskStatus));
  // Issue 25: revision rounds, the auto-acceptance date and a dispute (which freezes the work).
  const { data: deal } = useTaskDeal(task.orderId, role !== 'other' && task.hiredDesignerId !== null);
  if (role === 'other') return null;
  const { orderId } = task;
  const frozen = deal?.dispute?.status === 'open';

  const ownerButtons = dealActions(role === 'owner' ? ownerActions(task.taskStatus) : [], deal);
  const ask = (action: (typeof ownerButtons)[number]) => {
    if (action === 'accept')
      return setConfirm({
        title: ACCEPT_CONFIRM,
        confirmLabel: '验收通过',
        onConfirm: () => perform({ action: 'accept', orderId }),
      });
    setConfirm({
      title: action === 'close' ? '关闭任务' : '要求修改',
      ...(action === 'revise' && deal ? { message: reviseNote(deal) } : {}),
      reasonLabel: REASON_LABEL[action],
      confirmLabel: TASK_ACTION_NAME[action],
      onConfirm: (reason) => perform({ action, orderId, reason }),
    });
  };

  return (
    <div className={styles.panel}>
      {isPending ? (
        <Skeleton style={{ height: 72 }} />
      ) : (
        data &&
        data.steps.length > 0 && (
          <section aria-label="任务进度" className={styles.section}>
            <TaskTimeline steps={data.steps} />
          </section>
        )
      )}
      {data && data.attachments.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>附件</h3>
          <AttachmentTimeline attachments={data.attachments} />
        </section>
      )}
      {role === 'hired' && canDeliver(task.taskStatus) && !frozen && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>提交作品</h3>
          <div className={styles.actions}>
            <AttachmentUpload orderId={orderId} />
            <Button
              variant="primary"
              disabled={busy}
              onClick={() =>
                setConfirm({
                  title: DELIVER_CONFIRM,
                  confirmLabel: '提交交付',
                  onConfirm: () => perform({ action: 'deliver', orderId }),
                })
              }
            >
              提交交付
            </Button>
          </div>
        </section>
      )}
      {role === 'owner' && canAssign(task.taskStatus) && <EscrowNotice orderId={orderId} data={escrow.data} />}
      {role === 'owner' && showApplicants && task.applyCount > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>报名的设计师（{task.applyCount}）</h3>
          <ApplicantList
            orderId={orderId}
            canAssign={canAssign(task.taskStatus)}
            assignBlocked={escrowAllowsAssign(escrow.data) ? undefined : ASSIGN_BLOCKED}
            onAssign={(a) =>
              setConfirm({
                title: assignConfirm(a.designer.name),
                confirmLabel: '选TA',
                onConfirm: () => perform({ action: 'assign', orderId, designerId: a.designer.userId }),
              })
            }
          />
        </section>
      )}
      {deal && <DealNotices deal={deal} status={task.taskStatus} role={role} />}
      {(ownerButtons.length > 0 || canDispute(deal, task.taskStatus)) && (
        <div className={styles.actions}>
          {ownerButtons.map((action) => (
            <Button
              key={action}
              variant={action === 'accept' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => ask(action)}
            >
              {TASK_ACTION_NAME[action]}
            </Button>
          ))}
          {canDispute(deal, task.taskStatus) && (
            <DisputeAction orderId={orderId} conversationId={deal?.conversationId ?? null} />
          )}
        </div>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

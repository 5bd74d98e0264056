/**
 * What the phone's task page shows the task's two sides once they work on it (issue 7, 25): the timeline with its
 * current step, both sides' files, the deal's notes (automatic acceptance, revision rounds) and the dispute with the
 * operator's decision. Read-only; the actions are in task-work-actions.tsx.
 */
import type { TaskStatus } from '@bazaar/domain/constants';
import type { AttachmentEntry, TimelineEntry } from '@bazaar/domain/entities';
import type { EndpointData } from '@bazaar/domain/client';
import { formatDateTime } from '@bazaar/domain/format';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { currentTimelineIndex, DISPUTE_SIDE_NAME } from '@bazaar/domain/rules';
import {
  autoAcceptNote,
  DISPUTE_FROZEN_NOTE,
  disputeFacts,
  isImageAttachment,
  roundsLeftText,
  showsRounds,
  type TaskRole,
} from '@bazaar/domain/rules/task-work';
import { Facts } from '@/shared/ui/facts';
import { Img } from '@/shared/ui/img';

/** The task's steps, the current one marked (docs/product.md §3/§4: the first entry with isHappening). */
export function Timeline({ steps }: { steps: readonly TimelineEntry[] }) {
  const current = currentTimelineIndex(steps);
  return (
    <ol className="m-timeline" aria-label="任务进度">
      {steps.map((step, i) => (
        <li
          key={`${step.title}-${i}`}
          data-state={i === current ? 'current' : step.isDone ? 'done' : 'todo'}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="m-timeline-dot" aria-hidden="true" />
          <div className="m-timeline-text">
            <p className="m-timeline-title">{step.title}</p>
            {step.time && <p className="m-timeline-time">{formatDateTime(step.time)}</p>}
            {step.remark && <p className="m-timeline-remark">{step.remark}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Files both sides uploaded (brief, drafts, delivery, evidence): images as thumbnails, PDFs as a file mark. */
export function Attachments({ items, label = '附件' }: { items: readonly AttachmentEntry[]; label?: string }) {
  return (
    <ul className="m-stack-list" aria-label={label}>
      {items.map((a) => (
        <li key={a.attachmentId} className="m-attachment">
          <a href={a.url} target="_blank" rel="noreferrer" className="m-attachment-thumb" aria-label={a.fileName}>
            {isImageAttachment(a.mimeType) ? (
              <Img src={a.url} alt="" width={64} ratio={1} box="1 / 1" />
            ) : (
              <span aria-hidden="true">PDF</span>
            )}
          </a>
          <div className="m-attachment-text">
            <p>
              <span className="m-attachment-kind">{a.title}</span>
              <a href={a.url} target="_blank" rel="noreferrer">
                {a.fileName}
              </a>
            </p>
            <p className="m-attachment-meta">
              {a.uploaderName} · {formatDateTime(a.time)} · {formatFileSize(a.size)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

type TaskDeal = EndpointData<'getTaskDeal'>;

/** Issue 25: the date a delivery is accepted by itself, the revision rounds used, and the dispute. */
export function DealNotes({ deal, status, role }: { deal: TaskDeal; status: TaskStatus; role: TaskRole }) {
  const open = deal.dispute?.status === 'open';
  const used = deal.revisionRounds;
  return (
    <>
      {deal.autoAcceptAt && (
        <p className="m-deal-note m-soft-box" data-tone="warn">
          {autoAcceptNote(role, formatDateTime(deal.autoAcceptAt))}
        </p>
      )}
      {showsRounds(status, used) && !open && (
        <p className="m-deal-note m-soft-box" aria-label={`已修改 ${used} 轮，共 ${deal.revisionMax} 轮`}>
          <span className="m-deal-rounds" aria-hidden="true">
            {Array.from({ length: deal.revisionMax }, (_, i) => (
              <span key={i} data-used={i < used} />
            ))}
          </span>
          <span>
            已修改 <strong>{used}</strong>/{deal.revisionMax} 轮 · {roundsLeftText(deal.revisionsLeft)}
          </span>
        </p>
      )}
      {deal.dispute && <DisputeCard dispute={deal.dispute} />}
    </>
  );
}

/** The dispute as the task's two sides read it (the desktop's party card): its state, reason, evidence, ruling. */
function DisputeCard({ dispute }: { dispute: NonNullable<TaskDeal['dispute']> }) {
  const decided = dispute.status === 'decided';
  return (
    <section className="m-dispute" data-status={dispute.status} aria-label="纠纷">
      <h3 className="m-dispute-title">{decided ? '平台已裁决' : '纠纷处理中'}</h3>
      <p className="m-dispute-meta">
        {DISPUTE_SIDE_NAME[dispute.openedBy]}于 {formatDateTime(dispute.createdAt)} 发起
      </p>
      {!decided && <p className="m-dispute-frozen">{DISPUTE_FROZEN_NOTE}</p>}
      <Facts className="m-dispute-facts" items={disputeFacts(dispute)} />
      {dispute.evidence.length > 0 && <Attachments items={dispute.evidence} label="证据附件" />}
    </section>
  );
}

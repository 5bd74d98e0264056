import type { AttachmentEntry, TimelineEntry } from '@bazaar/domain/entities';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { imageUrl } from '@bazaar/domain/format';
import { currentTimelineIndex } from '@bazaar/domain/rules';
import { isImageAttachment } from '@bazaar/domain/rules/task-work';
import { shortTime } from '../lib/task-work-rules';
import styles from './task-timeline.module.css';

/** The task's steps with the current one highlighted (docs/product.md §3/§4: the first entry with isHappening). */
export function TaskTimeline({ steps }: { steps: readonly TimelineEntry[] }) {
  const current = currentTimelineIndex(steps);
  return (
    <ol className={styles.timeline} aria-label="任务进度">
      {steps.map((step, i) => {
        const state = i === current ? 'current' : step.isDone ? 'done' : 'todo';
        return (
          <li
            key={`${step.title}-${i}`}
            className={styles.step}
            data-state={state}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <div>
              <p className={styles.stepTitle}>{step.title}</p>
              {step.time && <p className={styles.stepTime}>{shortTime(step.time)}</p>}
              {step.remark && <p className={styles.stepRemark}>{step.remark}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Files both sides uploaded (brief, drafts, delivery): images as thumbnails, PDFs as file links. */
export function AttachmentTimeline({ attachments }: { attachments: readonly AttachmentEntry[] }) {
  return (
    <ul className={styles.attachments} aria-label="附件">
      {attachments.map((a) => (
        <li key={a.attachmentId} className={styles.attachment}>
          {isImageAttachment(a.mimeType) ? (
            <a href={a.url} target="_blank" rel="noreferrer" className={styles.thumb}>
              <img
                src={imageUrl(a.url, { w: 160, h: 120, fill: 1 })}
                alt={a.fileName}
                width={80}
                height={60}
                loading="lazy"
              />
            </a>
          ) : (
            <a href={a.url} target="_blank" rel="noreferrer" className={styles.fileIcon} aria-label={a.fileName}>
              PDF
            </a>
          )}
          <div className={styles.attachmentText}>
            <p>
              <span className={styles.kind}>{a.title}</span>
              <a href={a.url} target="_blank" rel="noreferrer">
                {a.fileName}
              </a>
            </p>
            <p className={styles.meta}>
              {a.uploaderName} · {shortTime(a.time)} · {formatFileSize(a.size)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

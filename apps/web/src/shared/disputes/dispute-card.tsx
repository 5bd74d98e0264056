import type { EndpointData } from '@bazaar/domain/api';
import { TASK_STATUS_NAME } from '@bazaar/domain/constants';
import { formatDateTime, formatFen } from '@bazaar/domain/format';
import { DISPUTE_DECISION_NAME, DISPUTE_SIDE_NAME, DISPUTE_STATUS_NAME } from '@bazaar/domain/rules';
import { DISPUTE_FROZEN_NOTE } from '@bazaar/domain/rules/task-work';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dispute-card.module.css';

export type Dispute = EndpointData<'getDisputeInfo'>;

/**
 * Who reads the dispute: `party` — the task's two sides on the task page; `console` — the operator's desk, which
 * also names the task, both sides and the escrow, with a column beside for the ruling or the way in.
 */
export type DisputeView = 'party' | 'console';

interface Fact {
  term: string;
  detail: ReactNode;
  /** Spans both columns of the console's facts. */
  wide?: boolean;
}

/** The facts of a dispute in reading order: for the console the parties first, then what both views show. */
function factsOf(dispute: Dispute, view: DisputeView): Fact[] {
  const console = view === 'console';
  const facts: Fact[] = console
    ? [
        { term: '雇主', detail: dispute.employerName || '—' },
        { term: '设计师', detail: dispute.designerName || '—' },
        { term: '发起方', detail: DISPUTE_SIDE_NAME[dispute.openedBy] },
        { term: '托管金额', detail: <span className={styles.money}>{formatFen(dispute.escrowFen)}</span> },
      ]
    : [];
  facts.push({ term: '纠纷原因', detail: dispute.reason, wide: true });
  if (dispute.evidenceText) facts.push({ term: '证据说明', detail: dispute.evidenceText, wide: true });
  if (dispute.status !== 'decided' || !dispute.decision) return facts;
  const decision = DISPUTE_DECISION_NAME[dispute.decision];
  const designerShare = formatFen(dispute.designerFen ?? 0);
  const employerShare = formatFen(dispute.employerFen ?? 0);
  facts.push(
    console
      ? { term: '裁决', detail: `${decision}：设计师 ${designerShare}，退回雇主 ${employerShare}`, wide: true }
      : {
          term: '裁决结果',
          wide: true,
          detail: (
            <span className={styles.shares}>
              <span>{decision}</span>
              <span>
                设计师所得 <span className={styles.money}>{designerShare}</span>
              </span>
              <span>
                退回雇主 <span className={styles.money}>{employerShare}</span>
              </span>
            </span>
          ),
        },
    { term: '裁决说明', detail: dispute.decisionText, wide: true },
  );
  // The console's list shows the ruling's time beside the card.
  if (!console && dispute.decidedAt) facts.push({ term: '裁决时间', detail: formatDateTime(dispute.decidedAt) });
  return facts;
}

/**
 * One dispute (issue 25, docs/product.md "Revisions, automatic acceptance and disputes"), the one card the task page
 * and the console's list and page draw: its state, who opened it and when, the reason and evidence, and once
 * decided the ruling with both shares and the written decision.
 */
export function DisputeCard({
  dispute,
  view,
  titleTo,
  side,
  children,
}: {
  dispute: Dispute;
  view: DisputeView;
  /** console: the task's name links here (the list → the dispute's page). */
  titleTo?: string;
  /** console: the column beside the card (the ruling form, the way in). */
  side?: ReactNode;
  /** Under the facts: the evidence files, quoted messages, the conversation. */
  children?: ReactNode;
}) {
  const decided = dispute.status === 'decided';
  const facts = (
    <dl className={view === 'console' ? styles.deskFacts : styles.facts}>
      {factsOf(dispute, view).map((f) => (
        <div key={f.term} className={f.wide ? styles.wide : undefined}>
          <dt>{f.term}</dt>
          <dd>{f.detail}</dd>
        </div>
      ))}
    </dl>
  );
  if (view === 'party') {
    return (
      <section className={styles.party} data-status={dispute.status} aria-label="纠纷">
        <div className={styles.partyHead}>
          <h3 className={styles.partyTitle}>{decided ? '平台已裁决' : '纠纷处理中'}</h3>
          <span className={styles.hint}>
            {DISPUTE_SIDE_NAME[dispute.openedBy]}于 {formatDateTime(dispute.createdAt)} 发起 ·{' '}
            {DISPUTE_STATUS_NAME[dispute.status]}
          </span>
        </div>
        {!decided && <p className={styles.frozen}>{DISPUTE_FROZEN_NOTE}</p>}
        {facts}
        {children}
      </section>
    );
  }
  return (
    <article className={styles.card} aria-label={`纠纷：${dispute.taskName}`}>
      <div className={styles.cardMain}>
        <div className={styles.cardHead}>
          <span className={styles.badge} data-tone={decided ? undefined : 'open'}>
            {DISPUTE_STATUS_NAME[dispute.status]}
          </span>
          <span className={styles.badge}>发起时 {TASK_STATUS_NAME[dispute.taskStatusAtOpen] ?? ''}</span>
          <span className={styles.time}>发起于 {formatDateTime(dispute.createdAt)}</span>
        </div>
        <h2 className={styles.taskName}>{titleTo ? <Link to={titleTo}>{dispute.taskName}</Link> : dispute.taskName}</h2>
        {facts}
        {children}
      </div>
      {side && <div className={styles.cardSide}>{side}</div>}
    </article>
  );
}

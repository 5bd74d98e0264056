import type { Message } from '@bazaar/domain/entities';
import { formatDateTime } from '@bazaar/domain/format';
import { messagePreview, OPERATOR_READ_REASON_MAX, OPERATOR_READ_REASON_MIN } from '@bazaar/domain/rules';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import type { Dispute } from '@/shared/disputes/dispute-card';
import { useReadConversation } from '../api/disputes';
import styles from './disputes.module.css';

/** Messages as the console shows them: whose (雇主 / 设计师), when, and the text or what it carries (a link to it). */
function MessageLines({ dispute, messages, label }: { dispute: Dispute; messages: Message[]; label: string }) {
  const side = (senderId: number) =>
    senderId === dispute.employerId ? `雇主 ${dispute.employerName}` : `设计师 ${dispute.designerName}`;
  return (
    <ol className={styles.lines} aria-label={label}>
      {messages.map((m) => {
        const text = messagePreview(m.kind, m.text, m.file?.name);
        const link = m.file
          ? { href: m.file.url, download: m.file.name }
          : m.image && { href: m.image.url, target: '_blank', rel: 'noreferrer' };
        return (
          <li key={m.messageId}>
            <span className={styles.lineMeta}>
              {side(m.senderId)} · {formatDateTime(m.createdAt)}
            </span>
            {link ? <a {...link}>{text}</a> : <span>{text}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The dispute's conversation evidence on the console (issue 25): the messages the opener quoted, and — asked
 * for with a reason, each read recorded by the api — the whole conversation between the two sides.
 */
export function DisputeConversation({ dispute }: { dispute: Dispute }) {
  const [reason, setReason] = useState(`纠纷 #${dispute.disputeId} 取证`);
  const read = useReadConversation();
  const conversationId = dispute.conversationId;
  return (
    <>
      {dispute.evidenceMessages.length > 0 && (
        <section aria-label="引用的聊天记录" className={styles.evidenceBox}>
          <h3 className={styles.boxTitle}>引用的聊天记录（{dispute.evidenceMessages.length}）</h3>
          <MessageLines dispute={dispute} messages={dispute.evidenceMessages} label="引用的消息" />
        </section>
      )}
      {conversationId !== null && (
        <section aria-label="双方会话" className={styles.evidenceBox}>
          <h3 className={styles.boxTitle}>双方会话</h3>
          {read.data ? (
            <MessageLines dispute={dispute} messages={read.data.messages} label="会话记录" />
          ) : (
            <div className={styles.readForm}>
              <FormField
                label="查看原因（将与查看人、时间一起记录）"
                value={reason}
                maxLength={OPERATOR_READ_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button
                size="small"
                loading={read.isPending}
                disabled={reason.trim().length < OPERATOR_READ_REASON_MIN}
                onClick={() => read.mutate({ conversationId, reason: reason.trim() })}
              >
                查看会话记录
              </Button>
            </div>
          )}
        </section>
      )}
    </>
  );
}

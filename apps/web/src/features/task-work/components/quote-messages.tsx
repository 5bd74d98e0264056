import { quoteMeta } from '@bazaar/domain/format/chat';
import { messagePreview } from '@bazaar/domain/rules';
import { QUOTE_WORDS, quoteLegend, quoteToggler, type QuotePick } from '@bazaar/domain/rules/task-work';
import { useSession } from '@/shared/session/use-session';
import { toast } from '@/shared/ui/toast/toast-store';
import { useQuotableMessages } from '../api/deal-queries';
import styles from './deal.module.css';

/**
 * 引用聊天记录 in the dispute dialog (issue 25): the task conversation's latest messages, oldest first, each a
 * checkbox; at most DISPUTE_MESSAGES_MAX chosen. The operator sees the chosen ones with the dispute.
 */
export function QuoteMessages({ conversationId, chosen, onChange }: QuotePick) {
  const me = useSession().userId;
  const { data: rows = [], isPending } = useQuotableMessages(conversationId);
  const toggle = quoteToggler({ chosen, onChange }, toast.error);
  return (
    <fieldset className={styles.quotes}>
      <legend>{quoteLegend(chosen.length)}</legend>
      {isPending ? (
        <p className={styles.hint}>{QUOTE_WORDS.loading}</p>
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{QUOTE_WORDS.empty}</p>
      ) : (
        <ul>
          {rows.map((m) => (
            <li key={m.messageId}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(m.messageId)}
                  onChange={(e) => toggle(m.messageId, e.target.checked)}
                />
                <span className={styles.quoteMeta}>{quoteMeta(m, me)}</span>
                <span className={styles.quoteText}>{messagePreview(m.kind, m.text, m.file?.name)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

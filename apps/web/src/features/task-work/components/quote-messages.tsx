import { chatTime } from '@bazaar/domain/format/chat';
import { DISPUTE_MESSAGES_MAX, messagePreview } from '@bazaar/domain/rules';
import { useSession } from '@/shared/session/use-session';
import { toast } from '@/shared/ui/toast/toast-store';
import { useQuotableMessages } from '../api/deal-queries';
import styles from './deal.module.css';

/**
 * 引用聊天记录 in the dispute dialog (issue 25): the task conversation's latest messages, oldest first, each a
 * checkbox; at most DISPUTE_MESSAGES_MAX chosen. The operator sees the chosen ones with the dispute.
 */
export function QuoteMessages({
  conversationId,
  chosen,
  onChange,
}: {
  conversationId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const me = useSession().userId;
  const { data: rows = [], isPending } = useQuotableMessages(conversationId);
  const toggle = (id: number, on: boolean) => {
    if (on && chosen.length >= DISPUTE_MESSAGES_MAX) {
      toast.error(`最多引用${DISPUTE_MESSAGES_MAX}条消息`);
      return;
    }
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  };
  return (
    <fieldset className={styles.quotes}>
      <legend>
        引用聊天记录（选填，最多 {DISPUTE_MESSAGES_MAX} 条{chosen.length > 0 ? `，已选 ${chosen.length} 条` : ''}）
      </legend>
      {isPending ? (
        <p className={styles.hint}>正在加载聊天记录…</p>
      ) : rows.length === 0 ? (
        <p className={styles.hint}>你们在本任务的会话中还没有消息</p>
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
                <span className={styles.quoteMeta}>
                  {m.senderId === me ? '我' : '对方'} · {chatTime(m.createdAt)}
                </span>
                <span className={styles.quoteText}>{messagePreview(m.kind, m.text, m.file?.name)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

import type { Conversation } from '@bazaar/domain/entities';
import { avatarUrl, displayNickname } from '@bazaar/domain/format';
import { chatTime, unreadBadge } from '@bazaar/domain/format/chat';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/page-paths';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './messages.module.css';

/** /messages: the caller's conversations, newest activity first, unread ones marked (issue 25). */
export function ConversationList({
  rows,
  loading,
  selectedId,
}: {
  rows: Conversation[];
  loading: boolean;
  selectedId?: number | undefined;
}) {
  if (loading)
    return (
      <ul className={styles.conversations} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.conversationSkeleton}>
            <Skeleton round style={{ width: 44, height: 44 }} />
            <Skeleton style={{ height: 40, flex: 1 }} />
          </li>
        ))}
      </ul>
    );
  if (rows.length === 0)
    return <p className={styles.emptyList}>还没有会话。报名任务后可以和雇主沟通，也可以在设计师主页点「咨询TA」。</p>;
  return (
    <ul className={styles.conversations}>
      {rows.map((c) => (
        <li key={c.conversationId}>
          <Link
            to={paths.conversation(c.conversationId)}
            className={styles.conversation}
            aria-current={c.conversationId === selectedId ? 'page' : undefined}
            data-unread={c.unread > 0 || undefined}
          >
            <Img
              src={c.peer.avatar ? avatarUrl(c.peer.avatar) : null}
              alt={displayNickname(c.peer.nickName)}
              ratio="1 / 1"
              round
              className={styles.avatar}
            />
            <span className={styles.conversationText}>
              <span className={styles.conversationTop}>
                <strong className={styles.peerName}>{displayNickname(c.peer.nickName)}</strong>
                {c.lastMessage && <time className={styles.time}>{chatTime(c.lastMessage.createdAt)}</time>}
              </span>
              <span className={styles.taskName}>{c.task ? `任务：${c.task.taskName}` : '咨询'}</span>
              <span className={styles.preview}>{c.lastMessage?.preview ?? '还没有消息'}</span>
            </span>
            {c.unread > 0 && (
              <span className={styles.unread} aria-label={`${c.unread} 条未读`}>
                {unreadBadge(c.unread)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

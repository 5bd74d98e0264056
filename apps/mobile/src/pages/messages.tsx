/**
 * /messages on a phone (issue 25): the caller's conversations, newest activity first — the other party, the task
 * (or 咨询 for a pre-hire inquiry), the last message and its time, unread ones marked with their count — and the
 * notifications' row on top. Kept current by the event stream. Behind the login guard (app/routes.tsx).
 */
import type { Conversation } from '@bazaar/domain/entities';
import { displayNickname } from '@bazaar/domain/format';
import { chatTime, unreadBadge } from '@bazaar/domain/format/chat';
import { call, dataOr } from '@/shared/api';
import { useStreamEvents, useUnreadCounts } from '@/shared/inbox/store';
import { LIST_PAGE_SIZE, useLiveList } from '@/shared/inbox/use-live-list';
import { Link } from '@/shared/router';
import { ChevronIcon } from '@/shared/ui/icons';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Empty } from '@/shared/ui/states';
import { Avatar, BellIcon } from './chat-parts';
import '@/styles/pages-chat.css';

export default function MessagesPage() {
  const list = useLiveList(
    async (current) => dataOr(await call('getConversations', { current, pageSize: LIST_PAGE_SIZE }), null),
    (c: Conversation) => c.conversationId,
  );
  const { notifications } = useUnreadCounts();
  useStreamEvents((event) => {
    if (event.type !== 'notification') list.reload();
  });
  return (
    <div className="m-chat-list-page">
      <Link to="/notifications" className="m-chat-notice-row" data-testid="notifications-entry">
        <span className="m-chat-notice-icon" aria-hidden="true">
          <BellIcon />
        </span>
        <span className="m-chat-row-main">
          <strong>通知</strong>
          <span className="m-chat-preview">报名、选稿、交付和付款的提醒</span>
        </span>
        {notifications > 0 && (
          <span className="m-badge">
            {unreadBadge(notifications)}
            <span className="visually-hidden"> 条未读</span>
          </span>
        )}
        <ChevronIcon />
      </Link>
      {list.failed ? (
        <LoadFailed retry={list.retry} />
      ) : list.loading ? (
        <div className="m-chat-list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="m-skeleton m-chat-row-skeleton" />
          ))}
        </div>
      ) : list.rows.length === 0 ? (
        <Empty text="还没有会话。报名任务后可以和雇主沟通，也可以在设计师主页点「咨询TA」。" />
      ) : (
        <ul className="m-chat-list" aria-label="会话列表">
          {list.rows.map((c) => (
            <li key={c.conversationId}>
              <ConversationRow conversation={c} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className="m-link-button m-chat-more" onClick={list.more}>
          加载更多会话
        </button>
      )}
    </div>
  );
}

function ConversationRow({ conversation: c }: { conversation: Conversation }) {
  const name = displayNickname(c.peer.nickName);
  return (
    <Link
      to={`/messages/${c.conversationId}`}
      className="m-chat-row"
      data-unread={c.unread > 0 || undefined}
      data-testid="conversation"
    >
      <Avatar src={c.peer.avatar} name={name} size={48} />
      <span className="m-chat-row-main">
        <span className="m-chat-row-top">
          <strong className="m-chat-name">{name}</strong>
          {c.lastMessage && <time className="m-chat-time">{chatTime(c.lastMessage.createdAt)}</time>}
        </span>
        <span className="m-chat-task">{c.task ? `任务：${c.task.taskName}` : '咨询'}</span>
        <span className="m-chat-row-bottom">
          <span className="m-chat-preview">{c.lastMessage?.preview ?? '还没有消息'}</span>
          {c.unread > 0 && (
            <span className="m-badge">
              {unreadBadge(c.unread)}
              <span className="visually-hidden"> 条未读</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/**
 * The inbox's pieces in the shell (issue 25 on phones): `InboxLive` keeps the stream open while logged in and
 * the counts current; the 我的 tab's badge; the 消息 button of a tab root's top bar. Loaded lazily by
 * src/shared/ui/inbox-slots.tsx, for a logged-in user only.
 */
import { unreadBadge } from '@bazaar/domain/format/chat';
import { useEffect } from 'react';
import { Link } from '@/shared/router';
import { clearCounts, refreshCounts, useStreamEvents, useUnreadCounts } from './store';

export function InboxLive() {
  useEffect(() => {
    refreshCounts(0);
    return clearCounts;
  }, []);
  useStreamEvents(() => refreshCounts());
  return null;
}

/** The 我的 tab's count: unread messages and notifications together (the tab's name says what it counts). */
export function TabBadge() {
  const { messages, notifications } = useUnreadCounts();
  const total = messages + notifications;
  if (total === 0) return null;
  return (
    <span className="m-badge m-tab-badge" data-testid="tab-badge">
      {unreadBadge(total)}
      <span className="visually-hidden"> 条未读</span>
    </span>
  );
}

/** 消息 at the top left of a tab root: the conversations, with the unread messages and notifications. */
export function TopBarInbox() {
  const { messages, notifications } = useUnreadCounts();
  const total = messages + notifications;
  return (
    <Link
      to="/messages"
      className="m-icon-button m-inbox-button"
      aria-label={total > 0 ? `消息，${total} 条未读` : '消息'}
      data-testid="topbar-inbox"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v11H9l-5 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {total > 0 && (
        <span className="m-badge" aria-hidden="true">
          {unreadBadge(total)}
        </span>
      )}
    </Link>
  );
}

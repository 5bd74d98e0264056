import { eventStream } from '@bazaar/domain/client/events';
import { unreadBadge } from '@bazaar/domain/format/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/page-paths';
import { applyStreamEvent, useUnreadCounts } from '../api/messages-queries';
import { BellIcon, ChatIcon } from './inbox-icons';
import styles from './top-bar-inbox.module.css';

/**
 * The top bar's 消息 and bell with their unread counts (issue 25). Mounted while logged in (inside the top
 * bar's lazy user menus: not in a visitor's first load), it keeps the tab's event stream open and applies
 * each event to the caches, so counts, lists and threads move as things happen.
 */
export default function TopBarInbox() {
  const client = useQueryClient();
  const { data } = useUnreadCounts();
  useEffect(() => eventStream.subscribe((event) => applyStreamEvent(client, event)), [client]);
  const messages = data?.messages ?? 0;
  const notifications = data?.notifications ?? 0;
  return (
    <>
      <Link
        to={paths.messages}
        className={styles.link}
        aria-label={messages > 0 ? `消息，${messages} 条未读` : '消息'}
        data-testid="inbox-messages"
      >
        <ChatIcon size={16} />
        <span className={styles.label}>消息</span>
        {messages > 0 && <span className={styles.badge}>{unreadBadge(messages)}</span>}
      </Link>
      <Link
        to={paths.notifications}
        className={styles.link}
        aria-label={notifications > 0 ? `通知，${notifications} 条未读` : '通知'}
        data-testid="inbox-notifications"
      >
        <BellIcon size={16} />
        {notifications > 0 && <span className={styles.badge}>{unreadBadge(notifications)}</span>}
      </Link>
    </>
  );
}

/**
 * /notifications on a phone (issue 25): kind, title, body and time, unread ones marked; tapping one marks it read
 * and opens what it is about (its link is a path of the product, which the phone site answers); 全部标为已读.
 * Kept current by the event stream. Behind the login guard (app/routes.tsx).
 */
import type { Notification } from '@bazaar/domain/entities';
import { chatTime } from '@bazaar/domain/format/chat';
import { call, dataOr } from '@/shared/api';
import { refreshCounts, setCounts, useStreamEvents, useUnreadCounts } from '@/shared/inbox/store';
import { LIST_PAGE_SIZE, useLiveList } from '@/shared/inbox/use-live-list';
import { Link } from '@/shared/router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Empty } from '@/shared/ui/states';
import '@/styles/pages-chat.css';
import '@/styles/pages-notices.css';

export default function NotificationsPage() {
  const list = useLiveList(
    async (current) => dataOr(await call('getNotifications', { current, pageSize: LIST_PAGE_SIZE }), null),
    (n: Notification) => n.notificationId,
  );
  const { notifications: unread } = useUnreadCounts();
  useStreamEvents((event) => {
    if (event.type !== 'message') list.reload();
  });

  const mark = async (notificationId?: number) => {
    const result = await call('markNotificationsRead', notificationId ? { notificationId } : {});
    if (result.success && result.data) setCounts(result.data);
    else refreshCounts();
    list.reload();
  };
  const open = (n: Notification) => {
    if (!n.read) void mark(n.notificationId);
  };

  return (
    <div className="m-notices-page">
      <div className="m-notices-head">
        <p className="m-notices-count">{unread > 0 ? `${unread} 条未读` : '没有未读通知'}</p>
        <button type="button" className="m-link-button" disabled={unread === 0} onClick={() => void mark()}>
          全部标为已读
        </button>
      </div>
      {list.failed ? (
        <LoadFailed retry={list.retry} />
      ) : list.loading ? (
        <div className="m-notices" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="m-skeleton m-chat-row-skeleton" />
          ))}
        </div>
      ) : list.rows.length === 0 ? (
        <Empty text="暂无通知。报名、选稿、交付和新消息都会在这里提醒你。" />
      ) : (
        <ul className="m-notices" aria-label="通知列表">
          {list.rows.map((n) => (
            <li key={n.notificationId}>
              <NoticeRow notification={n} onOpen={() => open(n)} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className="m-link-button m-chat-more" onClick={list.more}>
          加载更多通知
        </button>
      )}
    </div>
  );
}

/** One notification: a link to what it is about (a path of the product), else a button that only marks it read. */
function NoticeRow({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const body = (
    <>
      <span className="m-notice-top">
        <span className="m-notice-kind" data-kind={n.kind}>
          {n.label}
        </span>
        <time className="m-chat-time">{chatTime(n.updatedAt)}</time>
      </span>
      <strong className="m-notice-title">
        {n.title}
        {n.count > 1 && <span className="m-notice-n">（{n.count} 条）</span>}
      </strong>
      {n.body && <span className="m-notice-body">{n.body}</span>}
      {!n.read && <span className="m-notice-dot" role="img" aria-label="未读" />}
    </>
  );
  const props = { className: 'm-notice', 'data-unread': !n.read || undefined, 'data-testid': 'notification' };
  return n.link.startsWith('/') ? (
    <Link to={n.link} {...props} onClick={onOpen}>
      {body}
    </Link>
  ) : (
    <button type="button" {...props} onClick={onOpen}>
      {body}
    </button>
  );
}

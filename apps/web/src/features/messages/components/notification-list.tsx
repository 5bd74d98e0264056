import type { Notification } from '@bazaar/domain/entities';
import { chatTime } from '@bazaar/domain/format/chat';
import { Link } from 'react-router';
import styles from './notifications.module.css';

/** /notifications rows (issue 25): kind, title, body, time; unread marked; each links to what it is about. */
export function NotificationList({
  rows,
  onOpen,
}: {
  rows: Notification[];
  onOpen: (notification: Notification) => void;
}) {
  return (
    <ul className={styles.notifications}>
      {rows.map((n) => {
        const body = (
          <>
            <span className={styles.kind} data-kind={n.kind}>
              {n.label}
            </span>
            <span className={styles.noticeText}>
              <strong>
                {n.title}
                {n.count > 1 && <span className={styles.count}>（{n.count} 条）</span>}
              </strong>
              {n.body && <span className={styles.noticeBody}>{n.body}</span>}
            </span>
            <time className={styles.noticeTime}>{chatTime(n.updatedAt)}</time>
          </>
        );
        return (
          <li key={n.notificationId} className={styles.notificationRow} data-unread={!n.read || undefined}>
            {n.link ? (
              <Link to={n.link} className={styles.notification} onClick={() => onOpen(n)}>
                {body}
              </Link>
            ) : (
              <button type="button" className={styles.notification} onClick={() => onOpen(n)}>
                {body}
              </button>
            )}
            {!n.read && <span className={styles.dot} role="img" aria-label="未读" />}
          </li>
        );
      })}
    </ul>
  );
}

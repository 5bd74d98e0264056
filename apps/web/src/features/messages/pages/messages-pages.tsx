/**
 * /messages, /messages/{conversationId} and /notifications (issue 25) in one lazy module. At desktop widths the
 * conversation list stays beside the thread; on a phone each is a page of its own.
 */
import type { Notification } from '@bazaar/domain/entities';
import { displayNickname } from '@bazaar/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { callApi } from '@/shared/api/client';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import * as paths from '@/shared/lib/page-paths';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import {
  NOTIFICATIONS_KEY,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_KEY,
  useConversation,
  useConversations,
  useNotifications,
  useUnreadCounts,
} from '../api/messages-queries';
import { ConversationList } from '../components/conversation-list';
import { NotificationList } from '../components/notification-list';
import { Thread } from '../components/thread';
import styles from '../components/messages.module.css';
import threadStyles from '../components/thread.module.css';

function Inbox({ selectedId, children }: { selectedId?: number; children: React.ReactNode }) {
  const { data, isPending } = useConversations(1);
  return (
    <Container className={styles.page}>
      <div className={styles.inbox} data-open={selectedId !== undefined || undefined}>
        <aside className={styles.listPane} aria-label="会话列表">
          <h1 className={styles.paneTitle}>消息</h1>
          <ConversationList rows={data?.rows ?? []} loading={isPending} selectedId={selectedId} />
        </aside>
        <section className={styles.threadPane}>{children}</section>
      </div>
    </Container>
  );
}

export function MessagesPage() {
  return (
    <Inbox>
      <p className={styles.placeholder}>选择左侧的会话开始沟通</p>
    </Inbox>
  );
}

export function ConversationPage() {
  const conversationId = idFromParam(useParams().conversationId);
  if (conversationId === null) throwNotFound();
  const session = useSession();
  const { data: conversation, isPending } = useConversation(conversationId);
  if (!isPending && !conversation) throwNotFound();
  return (
    <Inbox selectedId={conversationId}>
      {!conversation || session.userId === null ? (
        <div className={threadStyles.threadSkeleton} aria-hidden="true">
          <Skeleton style={{ height: 48 }} />
          <Skeleton style={{ height: 240 }} />
        </div>
      ) : (
        <>
          <header className={threadStyles.threadHead}>
            <Link to={paths.messages} className={threadStyles.back}>
              ‹ 全部会话
            </Link>
            <div className={threadStyles.threadWho}>
              <h2 className={threadStyles.threadTitle}>{displayNickname(conversation.peer.nickName)}</h2>
              {conversation.task ? (
                <Link to={paths.myTask(conversation.task.orderId)} className={threadStyles.threadTask}>
                  任务：{conversation.task.taskName}
                </Link>
              ) : (
                <span className={threadStyles.threadTask}>雇佣前咨询</span>
              )}
            </div>
            {conversation.peer.isDesigner && conversation.role === 'employer' && (
              <Button size="small" to={paths.designer(conversation.peer.userId)}>
                TA的主页
              </Button>
            )}
          </header>
          <Thread key={conversation.conversationId} conversation={conversation} me={session.userId} />
        </>
      )}
    </Inbox>
  );
}

export function NotificationsPage() {
  const [params] = useSearchParams();
  const current = Math.max(1, Number(params.get('current')) || 1);
  const { data, isPending } = useNotifications(current);
  const { data: counts } = useUnreadCounts();
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    void client.invalidateQueries({ queryKey: UNREAD_KEY });
  };
  const markAll = async () => {
    if ((await callApi('markNotificationsRead', {})).success) refresh();
  };
  const open = async (n: Notification) => {
    if (!n.read && (await callApi('markNotificationsRead', { notificationId: n.notificationId })).success) refresh();
  };
  const rows = data?.rows ?? [];
  const unread = counts?.notifications ?? 0;
  return (
    <Container className={styles.page}>
      <div className={styles.notificationsCard}>
        <header className={styles.notificationsHead}>
          <h1 className={styles.paneTitle}>
            通知{unread > 0 && <span className={styles.headCount}>{unread} 条未读</span>}
          </h1>
          <Button size="small" disabled={unread === 0} onClick={() => void markAll()}>
            全部标为已读
          </Button>
        </header>
        {isPending ? (
          <div className={threadStyles.threadSkeleton} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} style={{ height: 56 }} />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <p className={styles.emptyList}>暂无通知。报名、选稿、交付和新消息都会在这里提醒你。</p>
        ) : (
          <NotificationList rows={rows} onOpen={(n) => void open(n)} />
        )}
        {data && data.total > NOTIFICATIONS_PAGE_SIZE && (
          <Pagination
            current={current}
            total={data.total}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            hrefFor={(page) => paths.withQuery(paths.notifications, { current: page })}
          />
        )}
      </div>
    </Container>
  );
}

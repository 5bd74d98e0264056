/**
 * /messages/{id} on a phone (issue 25): the other party and the task at the top, the masking notice before the
 * hire, the messages oldest first (the caller's on the right with 已读/未读, time lines between messages far
 * apart, images and files), and the composer fixed at the bottom. Live: the event stream brings the other side's
 * messages and read receipts; what arrives while the page is visible is read at once. A send shows at once and is
 * retried with the same client id (the api stores it once). The web's rules, shared
 * (`@bazaar/domain/rules/chat-thread`).
 */
import type { ApiResult } from '@bazaar/domain/client';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import type { Conversation, Message } from '@bazaar/domain/entities';
import { displayNickname } from '@bazaar/domain/format';
import {
  mergeMessage,
  newClientId,
  outgoingSending,
  outgoingSettled,
  pendingOf,
  prependOlder,
  sendMessageInput,
  showsTimeLine,
  type Outgoing as Queued,
} from '@bazaar/domain/rules/chat-thread';
import { messageFileForm } from '@bazaar/react/composer';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api, call } from '@/shared/api';
import { detailOf, type Detail } from '@/shared/detail';
import { useStreamEvents } from '@/shared/inbox/store';
import { Link, useParams } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { usePageTitle } from '@/shared/use-page-title';
import { LoadFailed, Missing } from '@/shared/ui/load-failed';
import { Avatar, Composer, FileCard, MessageBody, TimeLine } from './chat-parts';
import '@/styles/pages-chat.css';

type Outgoing = Queued<File>;
interface Thread {
  rows: Message[];
  hasMore: boolean;
}

const PAGE = 30;

/** A multipart answer as a message or the api's refusal (a toast: the call is silent). */
function settled(result: ApiResult<'upload'> | ApiResult<'sendMessageFile'>): string | null {
  if (result.success) return null;
  return result.resultCode === 'NETWORK' ? UPLOAD_FAILED : result.resultMessage || UPLOAD_FAILED;
}

async function deliver(conversationId: number, m: Outgoing): Promise<Message | null> {
  if (m.file) {
    const form = messageFileForm(conversationId, m.clientId, m.file);
    const result = await upload(api, 'sendMessageFile', form);
    const refusal = settled(result);
    if (refusal) toast.error(refusal);
    return result.success ? result.data : null;
  }
  const result = await call('sendMessage', sendMessageInput(conversationId, m));
  return result.success ? result.data : null;
}

export default function ConversationPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  if (!Number.isInteger(id) || id <= 0) return <Missing text="会话不存在" />;
  if (!user) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  return <ConversationView key={id} id={id} me={user.userId} />;
}

function ConversationView({ id, me }: { id: number; me: number }) {
  const [conversation, setConversation] = useState<Detail<Conversation> | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const [uploading, setUploading] = useState(false);
  const [composerHeight, setComposerHeight] = useState(72);
  const [round, setRound] = useState(0);
  const unseen = useRef(false);
  const older = useRef<number | null>(null);

  const markRead = useCallback(() => {
    unseen.current = false;
    void call('markConversationRead', { conversationId: id }, { silent: true });
  }, [id]);
  // What arrives while the page is hidden is read when it is shown again.
  const readWhenVisible = useCallback(() => {
    if (document.visibilityState === 'visible') markRead();
    else unseen.current = true;
  }, [markRead]);

  useEffect(() => {
    let live = true;
    void Promise.all([
      call('getConversation', { conversationId: id }, { silent: true }),
      call('getMessages', { conversationId: id, limit: PAGE }, { silent: true }),
    ]).then(([c, m]) => {
      if (!live) return;
      const detail = detailOf(c);
      // The conversation without its messages is 加载失败 too (重试 reads both again).
      if (detail.state === 'ok' && !(m.success && m.data)) return setConversation({ state: 'failed' });
      setConversation(detail);
      if (m.success && m.data) setThread({ rows: [...m.data.rows].reverse(), hasMore: m.data.hasMore });
      if (detail.state === 'ok' && detail.data.unread > 0) readWhenVisible();
    });
    return () => {
      live = false;
    };
  }, [id, round, readWhenVisible]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unseen.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  useStreamEvents((event) => {
    if (event.type === 'message' && event.message.conversationId === id) {
      setThread((t) => (t ? { ...t, rows: mergeMessage(t.rows, event.message) } : t));
      if (event.message.senderId !== me) readWhenVisible();
    } else if (event.type === 'read' && event.conversationId === id && event.readerId !== me) {
      setConversation((c) =>
        c?.state === 'ok'
          ? { ...c, data: { ...c.data, peerReadMessageId: Math.max(c.data.peerReadMessageId, event.messageId) } }
          : c,
      );
    }
  });

  const rows = thread?.rows ?? [];
  const pending = pendingOf(outgoing, rows, me);
  const lastId = rows.at(-1)?.messageId ?? 0;
  const firstId = rows[0]?.messageId ?? 0;

  // The newest message (and one's own, pending) keeps the page at the bottom; older ones keep the place.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (older.current !== null) {
      window.scrollTo(0, window.scrollY + root.scrollHeight - older.current);
      older.current = null;
      return;
    }
    window.scrollTo(0, root.scrollHeight);
  }, [lastId, firstId, pending.length, composerHeight]);

  usePageTitle(conversation?.state === 'ok' ? `与${displayNickname(conversation.data.peer.nickName)}的会话` : null);

  const send = async (m: Outgoing) => {
    setOutgoing((now) => outgoingSending(now, m));
    const sent = await deliver(id, m);
    if (sent) setThread((t) => (t ? { ...t, rows: mergeMessage(t.rows, sent) } : t));
    setOutgoing((now) => outgoingSettled(now, m.clientId, sent !== null));
  };
  const sendImage = async (file: File) => {
    const form = new FormData();
    form.append('files', file);
    setUploading(true);
    const result = await upload(api, 'upload', form);
    setUploading(false);
    const refusal = settled(result);
    if (refusal) return toast.error(refusal);
    const url = result.data?.[0]?.callbackResult;
    if (url) void send({ clientId: newClientId('m'), imageUrl: url, failed: false });
  };
  const loadOlder = async () => {
    const oldest = rows[0];
    if (!oldest) return;
    const result = await call('getMessages', { conversationId: id, before: oldest.messageId, limit: PAGE });
    if (!result.success || !result.data) return;
    const page = result.data;
    older.current = document.documentElement.scrollHeight;
    setThread((t) => (t ? { rows: prependOlder(t.rows, page.rows), hasMore: page.hasMore } : t));
  };

  if (!conversation) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (conversation.state === 'failed') return <LoadFailed retry={() => setRound((r) => r + 1)} />;
  if (conversation.state === 'missing') return <Missing text="会话不存在" />;
  const c = conversation.data;
  const peerName = displayNickname(c.peer.nickName);

  return (
    <div className="m-chat" style={{ paddingBottom: composerHeight + 12 }}>
      <header className="m-chat-head">
        <Avatar src={c.peer.avatar} name={peerName} size={36} />
        <div className="m-chat-head-text">
          {c.peer.isDesigner && c.role === 'employer' ? (
            <Link to={`/u/${c.peer.userId}`} className="m-chat-head-name">
              {peerName}
            </Link>
          ) : (
            <strong className="m-chat-head-name">{peerName}</strong>
          )}
          {c.task ? (
            <Link to={`/task/${c.task.orderId}`} className="m-chat-head-task">
              任务：{c.task.taskName}
            </Link>
          ) : (
            <span className="m-chat-head-task">雇佣前咨询</span>
          )}
        </div>
      </header>
      {c.notice && (
        <p className="m-chat-notice" role="note">
          {c.notice}
        </p>
      )}
      <div className="m-chat-messages" aria-label="消息记录">
        {thread?.hasMore && (
          <button type="button" className="m-link-button m-chat-older" onClick={() => void loadOlder()}>
            查看更早的消息
          </button>
        )}
        {!thread && <p className="m-chat-muted">正在加载消息…</p>}
        {thread && rows.length === 0 && pending.length === 0 && <p className="m-chat-muted">还没有消息，打个招呼吧</p>}
        {rows.map((m, i) => {
          const mine = m.senderId === me;
          return (
            <div key={m.messageId}>
              {showsTimeLine(rows, i) && <TimeLine at={m.createdAt} />}
              <div className="m-msg" data-mine={mine || undefined} data-testid="message">
                {!mine && <Avatar src={c.peer.avatar} name={peerName} size={36} />}
                <div className="m-msg-col">
                  <div className="m-bubble" data-media={m.kind !== 'text' || undefined}>
                    <MessageBody message={m} />
                  </div>
                  {mine && <span className="m-msg-state">{m.messageId <= c.peerReadMessageId ? '已读' : '未读'}</span>}
                </div>
              </div>
            </div>
          );
        })}
        {pending.map((o) => (
          <div key={o.clientId} className="m-msg" data-mine>
            <div className="m-msg-col">
              <div className="m-bubble" data-pending data-media={!o.text || undefined}>
                {o.text ?? (o.file ? <FileCard name={o.file.name} size={o.file.size} /> : '[图片]')}
              </div>
              <span className="m-msg-state">
                {o.failed ? (
                  <button type="button" className="m-msg-retry" onClick={() => void send(o)}>
                    发送失败，点此重试
                  </button>
                ) : (
                  '发送中…'
                )}
              </span>
            </div>
          </div>
        ))}
      </div>
      <Composer
        uploading={uploading}
        onHeight={setComposerHeight}
        onSend={(text) => void send({ clientId: newClientId('m'), text, failed: false })}
        onImage={(file) => void sendImage(file)}
        onFile={(file) => void send({ clientId: newClientId('m'), file, failed: false })}
      />
    </div>
  );
}

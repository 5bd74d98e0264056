import type { Conversation, Message } from '@bazaar/domain/entities';
import { chatTime, formatFileSize } from '@bazaar/domain/format/chat';
import { imageUrl } from '@bazaar/domain/format';
import {
  newClientId,
  outgoingSending,
  outgoingSettled,
  pendingOf,
  sendMessageInput,
  showsTimeLine,
  type Outgoing as Queued,
} from '@bazaar/domain/rules/chat-thread';
import { messageFileForm } from '@bazaar/react/composer';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { callApi, dataOr } from '@/shared/api/client';
import { uploadForm } from '@/shared/uploads/upload-form';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { loadOlder, putMessage, useMessages } from '../api/messages-queries';
import { Composer } from './composer';
import { FileIcon } from './inbox-icons';
import styles from './thread.module.css';

/** A message not confirmed yet: shown at once, retried with the same client id (the api stores it once). */
type Outgoing = Queued<File>;

/**
 * Sends one outgoing message: text or an image through sendMessage, a file through its multipart call. A refusal
 * is shown as an error toast either way — callApi's own, or the upload's message (the attachment rules,
 * docs/product.md "Conversations and notifications") — and the message stays, marked 发送失败，重试.
 */
async function deliver(conversationId: number, m: Outgoing): Promise<Message | null> {
  if (m.file) {
    const form = messageFileForm(conversationId, m.clientId, m.file);
    const result = await uploadForm('sendMessageFile', form, () => undefined);
    if (result.ok) return result.data;
    toast.error(result.message);
    return null;
  }
  return dataOr(await callApi('sendMessage', sendMessageInput(conversationId, m)), null);
}

/**
 * The thread (issue 25): messages oldest first with time lines, the caller's on the right with 已读/未读 (the
 * other side's read receipt), images, the masking notice, the composer. Reads the conversation as it is
 * shown and as messages arrive while the tab is visible.
 */
export function Thread({ conversation, me }: { conversation: Conversation; me: number }) {
  const id = conversation.conversationId;
  const client = useQueryClient();
  const { data, isPending } = useMessages(id);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const rows = data?.rows ?? [];

  // The caches follow from the stream: the api puts the `read` (and each sent `message`) on the caller's
  // own stream too, and TopBarInbox — mounted while logged in — applies it (applyStreamEvent). Reading
  // runs once per unread state: the `read` event brings `unread` to 0, and a new message back above it.
  const markRead = useCallback(
    () => void callApi('markConversationRead', { conversationId: id }, { silent: true }),
    [id],
  );

  useEffect(() => {
    if (conversation.unread === 0) return;
    if (document.visibilityState === 'visible') markRead();
    const onVisible = () => document.visibilityState === 'visible' && markRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversation.unread, markRead]);

  // New messages (and one's own) scroll the thread to the bottom.
  const count = rows.length + outgoing.length;
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const send = async (m: Outgoing) => {
    setOutgoing((now) => outgoingSending(now, m));
    const sent = await deliver(id, m);
    if (sent) putMessage(client, sent);
    setOutgoing((now) => outgoingSettled(now, m.clientId, sent !== null));
  };
  const pending = pendingOf(outgoing, rows, me);

  return (
    <div className={styles.thread}>
      {conversation.notice && (
        <p className={styles.notice} role="note">
          {conversation.notice}
        </p>
      )}
      <div className={styles.messages} ref={list} aria-live="polite" aria-label="消息记录" tabIndex={0}>
        {data?.hasMore && (
          <Button size="small" className={styles.older} onClick={() => void loadOlder(client, id)}>
            查看更早的消息
          </Button>
        )}
        {isPending && <p className={styles.muted}>正在加载消息…</p>}
        {!isPending && rows.length === 0 && pending.length === 0 && (
          <p className={styles.muted}>还没有消息，打个招呼吧</p>
        )}
        {rows.map((m, i) => (
          <MessageRow
            key={m.messageId}
            message={m}
            mine={m.senderId === me}
            read={m.messageId <= conversation.peerReadMessageId}
            timeLine={showsTimeLine(rows, i)}
          />
        ))}
        {pending.map((o) => (
          <div key={o.clientId} className={styles.row} data-mine>
            <div className={styles.bubble} data-pending>
              {o.text ??
                (o.imageUrl ? (
                  <img src={imageUrl(o.imageUrl, { w: 480 })} alt="发送中的图片" />
                ) : (
                  o.file && <FileCard name={o.file.name} size={o.file.size} />
                ))}
            </div>
            <span className={styles.state}>
              {o.failed ? (
                <button type="button" className={styles.retry} onClick={() => void send(o)}>
                  发送失败，重试
                </button>
              ) : (
                '发送中'
              )}
            </span>
          </div>
        ))}
      </div>
      <Composer
        onSend={(m) => void send({ clientId: newClientId('web'), ...m, failed: false })}
        onSendFile={(file) => void send({ clientId: newClientId('web'), file, failed: false })}
      />
    </div>
  );
}

function MessageRow({
  message,
  mine,
  read,
  timeLine,
}: {
  message: Message;
  mine: boolean;
  read: boolean;
  timeLine: boolean;
}) {
  return (
    <>
      {timeLine && <p className={styles.timeLine}>{chatTime(message.createdAt)}</p>}
      <div className={styles.row} data-mine={mine || undefined} data-testid="message">
        <div className={styles.bubble}>
          {message.file ? (
            <a href={message.file.url} download={message.file.name} className={styles.fileLink}>
              <FileCard name={message.file.name} size={message.file.size} />
            </a>
          ) : message.image ? (
            <a href={message.image.url} target="_blank" rel="noreferrer" className={styles.imageLink}>
              <img
                src={imageUrl(message.image.url, { w: 480 })}
                alt="图片消息"
                width={Math.min(240, message.image.width)}
                style={{ aspectRatio: `${message.image.width} / ${message.image.height}` }}
              />
            </a>
          ) : (
            message.text
          )}
        </div>
        {mine && <span className={styles.state}>{read ? '已读' : '未读'}</span>}
      </div>
    </>
  );
}

/** A file in a message: its icon, name and size (a download link around it once sent). */
function FileCard({ name, size }: { name: string; size: number }) {
  return (
    <span className={styles.file}>
      <FileIcon size={28} />
      <span className={styles.fileText}>
        <span className={styles.fileName}>{name}</span>
        <span className={styles.fileSize}>{formatFileSize(size)}</span>
      </span>
    </span>
  );
}

/**
 * Conversations (issue 25, decision 022): opening one, sending (stored, then announced on both users' event
 * streams and as a grouped 新消息 notification — all in one transaction, so nothing is announced that is not
 * stored), reading, and the two lists. Only the two participants see a conversation; anyone else gets
 * 内容不存在 (a conversation's existence is not told to outsiders).
 */
import { CONTACT_MASK_NOTICE, conversationPath, maskContacts, messagePreview } from '@bazaar/domain/rules';
import type { Conversation, ConversationPeer, Message } from '@bazaar/domain/entities';
import type { Db, Tx } from '../../db/database';
import { isoTime } from '../../db/sql-helpers';
import { transact } from '../../db/transact';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import type { Deps } from '../../services/deps';
import { namesAndRolesByIds, nickNamesByIds } from '../account/users.repository';
import { avatarsByIds } from '../designers/designer-profiles.repository';
import { appendEvent } from '../events/events.repository';
import { addNotification, markGroupRead } from '../notifications/notifications.repository';
import { findApplication } from '../tasks/tasks.lifecycle.repository';
import { taskHeadsByIds, type TaskHead } from '../tasks/tasks.stats.repository';
import { ownUploadKey, storedImageSize } from '../uploads/uploads.service';
import * as repo from './conversations.repository';

export const CONVERSATION_MESSAGES = {
  notFound: '会话不存在',
  empty: '请输入消息内容或选择图片',
  notAnUpload: '图片必须是你在站内上传的图片',
  noFile: '请选择要发送的文件',
  fileFieldsFirst: '请先填写 conversationId 与 clientId 字段，再附上文件',
  fileNotMultipart: '请以 multipart/form-data 发送文件（字段 conversationId、clientId，然后是文件）',
  notDesigner: '只能咨询已入驻的设计师',
  self: '不能和自己发起会话',
  notApplicant: '该设计师没有报名这个任务',
  notYourTask: '只有任务的雇主和报名的设计师可以就任务沟通',
  noDispute: '该会话没有相关的纠纷，平台不能查看',
} as const;

const notFound = (): never => {
  throw new DomainError('E010404', CONVERSATION_MESSAGES.notFound);
};

/** docs/product.md §10: a conversation's notification thread (grouped per conversation). */
export const conversationGroupKey = (conversationId: number): string => `conversation:${conversationId}`;

/** Masks contacts until the designer is hired on the conversation's task; a task-less inquiry always masks. */
const masking = (c: { order_id: number | null; designer_id: number }, task: TaskHead | undefined): boolean =>
  c.order_id === null || (task?.hired_designer_id ?? null) !== c.designer_id;

/** The task a conversation is about, from the tasks module (undefined for an inquiry). */
export async function taskOf(db: Db | Tx, c: { order_id: number | null }): Promise<TaskHead | undefined> {
  return c.order_id === null ? undefined : (await taskHeadsByIds(db, [c.order_id])).get(c.order_id);
}

/** Users as a conversation shows them: the account's name and role, the designer's avatar (one lookup each). */
export async function peersByIds(db: Db, ids: readonly number[]): Promise<Map<number, ConversationPeer>> {
  const [names, avatars] = await Promise.all([namesAndRolesByIds(db, ids), avatarsByIds(db, ids)]);
  return new Map(
    [...names].map(([userId, n]) => [
      userId,
      { userId, nickName: n.nick_name ?? '用户', avatar: avatars.get(userId) ?? null, isDesigner: n.is_designer },
    ]),
  );
}

export const peerOf = (peers: Map<number, ConversationPeer>, userId: number): ConversationPeer =>
  peers.get(userId) ?? { userId, nickName: '用户', avatar: null, isDesigner: false };

export function toMessage(row: repo.MessageRow): Message {
  return {
    messageId: row.message_id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    clientId: row.client_id,
    kind: row.kind,
    text: row.body,
    image:
      row.image_url !== null
        ? { url: row.image_url, width: row.image_width ?? 0, height: row.image_height ?? 0 }
        : null,
    file:
      row.file_url !== null
        ? { url: row.file_url, name: row.file_name ?? '', size: row.file_size ?? 0, mimeType: row.file_mime ?? '' }
        : null,
    masked: row.masked,
    createdAt: isoTime(row.created_at),
  };
}

/** What a message carries: text, one image (an upload of the sender's) or one file (conversations.files.ts). */
export type MessageContent = Pick<repo.NewMessage, 'kind' | 'body' | 'image' | 'file'>;

/** Each summary with its task and peer: one lookup per owner (tasks, account, designers) for the whole page. */
async function toConversations(db: Db, rows: repo.SummaryRow[], userId: number): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id]));
  const peerIds = rows.map((r) => r.peer_id);
  const [tasks, peers] = await Promise.all([taskHeadsByIds(db, orderIds), peersByIds(db, peerIds)]);
  return rows.map((r) =>
    toConversation(r, userId, r.order_id === null ? undefined : tasks.get(r.order_id), peerOf(peers, r.peer_id)),
  );
}

function toConversation(
  row: repo.SummaryRow,
  userId: number,
  task: TaskHead | undefined,
  peer: ConversationPeer,
): Conversation {
  const masks = masking(row, task);
  return {
    conversationId: row.conversation_id,
    task:
      row.order_id !== null && task
        ? { orderId: row.order_id, taskName: task.task_name, taskStatus: task.task_status }
        : null,
    role: row.designer_id === userId ? 'designer' : 'employer',
    peer,
    lastMessage:
      row.last_sender_id !== null && row.last_at !== null
        ? {
            senderId: row.last_sender_id,
            preview: messagePreview(row.last_kind, row.last_body),
            createdAt: isoTime(row.last_at),
          }
        : null,
    unread: row.unread_count,
    peerReadMessageId: row.peer_read_message_id,
    masking: masks,
    notice: masks ? CONTACT_MASK_NOTICE : null,
    updatedAt: isoTime(row.updated_at),
  };
}

export async function list(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { current, pageSize }: { current: number; pageSize: number },
) {
  const { rows, total } = await repo.findSummariesPage(deps.db, user.userId, current, pageSize);
  return { rows: await toConversations(deps.db, rows, user.userId), total, current, pageSize };
}

export async function get(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { conversationId }: { conversationId: number },
): Promise<Conversation> {
  const row = await repo.findSummary(deps.db, user.userId, conversationId);
  return row ? (await toConversations(deps.db, [row], user.userId))[0]! : notFound();
}

export async function messages(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { conversationId, before, limit }: { conversationId: number; before?: number | undefined; limit: number },
) {
  if (!(await repo.isMember(deps.db, user.userId, conversationId))) notFound();
  const rows = await repo.findMessages(deps.db, conversationId, before, limit + 1);
  return { rows: rows.slice(0, limit).map(toMessage), hasMore: rows.length > limit };
}

/** The employer of a task with one of its applicants, either side asking; or (no task) an inquiry. */
export async function open(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { designerId, orderId }: { designerId: number; orderId?: number | undefined },
): Promise<{ conversationId: number }> {
  if (designerId === user.userId && orderId === undefined) throw refusal(CONVERSATION_MESSAGES.self);
  const designer = (await namesAndRolesByIds(deps.db, [designerId])).get(designerId);
  if (!designer?.is_designer) throw refusal(CONVERSATION_MESSAGES.notDesigner);
  let employerId = user.userId;
  if (orderId !== undefined) {
    const task = (await taskHeadsByIds(deps.db, [orderId])).get(orderId);
    if (!task) throw new DomainError('E010404');
    if (user.userId !== task.employer_id && user.userId !== designerId) {
      throw new DomainError('E010403', CONVERSATION_MESSAGES.notYourTask);
    }
    if (task.employer_id === designerId) throw refusal(CONVERSATION_MESSAGES.self);
    if (!(await findApplication(deps.db, orderId, designerId)) && task.hired_designer_id !== designerId) {
      throw refusal(CONVERSATION_MESSAGES.notApplicant);
    }
    employerId = task.employer_id;
  }
  const existing = await repo.findConversationId(deps.db, orderId ?? null, employerId, designerId);
  if (existing) return { conversationId: existing };
  const now = deps.clock.now();
  const conversationId = await transact(deps.db, (trx) =>
    repo.openConversation(trx, { orderId: orderId ?? null, employerId, designerId }, now),
  );
  return { conversationId };
}

export async function send(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  user: SessionUser,
  input: { conversationId: number; clientId: string; text?: string; imageUrl?: string },
): Promise<Message> {
  const text = input.text ?? '';
  if (!text && !input.imageUrl) throw new DomainError('E010001', CONVERSATION_MESSAGES.empty);
  // The file is read before the transaction (no I/O while rows are locked); its size comes from the file.
  let image: repo.NewMessage['image'] = null;
  if (input.imageUrl) {
    const key = ownUploadKey(input.imageUrl, user.userId);
    const size = key ? await storedImageSize(deps, { key }) : null;
    if (!size) throw new DomainError('E010001', CONVERSATION_MESSAGES.notAnUpload);
    image = { url: input.imageUrl, ...size };
  }
  return store(deps, user, {
    conversationId: input.conversationId,
    clientId: input.clientId,
    content: { kind: image ? 'image' : 'text', body: text, image, file: null },
  });
}

/** The message the sender already stored under `clientId` (a retried send), or undefined; 404 to outsiders. */
export async function sentBefore(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { conversationId, clientId }: { conversationId: number; clientId: string },
): Promise<Message | undefined> {
  if (!(await repo.isMember(deps.db, user.userId, conversationId))) notFound();
  const row = await repo.findMessageByClientId(deps.db, conversationId, user.userId, clientId);
  return row ? toMessage(row) : undefined;
}

/**
 * Stores a message under the conversation's lock and announces it: a `message` event for both sides and the
 * recipient's grouped 新消息 notification, in the same transaction. A retried client id answers the stored one.
 */
export async function store(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { conversationId, clientId, content }: { conversationId: number; clientId: string; content: MessageContent },
): Promise<Message> {
  const row = await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const c = await repo.lockConversation(trx, conversationId);
    if (!c || (c.employer_id !== user.userId && c.designer_id !== user.userId)) return notFound();
    const again = await repo.findMessageByClientId(trx, c.conversation_id, user.userId, clientId);
    if (again) return again;
    const recipientId = c.employer_id === user.userId ? c.designer_id : c.employer_id;
    // A file's name is masked as text is (a name can carry a phone number too).
    const masks = masking(c, await taskOf(trx, c));
    const masked = masks ? maskContacts(content.body) : { text: content.body, masked: false };
    const name = content.file && masks ? maskContacts(content.file.name) : null;
    const stored = await repo.insertMessage(
      trx,
      {
        conversationId: c.conversation_id,
        senderId: user.userId,
        recipientId,
        clientId,
        ...content,
        body: masked.text,
        file: content.file && name ? { ...content.file, name: name.text } : content.file,
        masked: masked.masked || (name?.masked ?? false),
      },
      now,
    );
    const message = toMessage(stored);
    // Sequence rows are locked in user-id order (two sends in opposite directions never wait on each other).
    for (const userId of [user.userId, recipientId].sort((a, b) => a - b)) {
      await appendEvent(trx, userId, { type: 'message', message }, now);
    }
    const sender = (await nickNamesByIds(trx, [user.userId])).get(user.userId);
    await addNotification(trx, {
      userId: recipientId,
      kind: 'message',
      title: `${sender ?? '用户'} 给你发来新消息`,
      body: messagePreview(stored.kind, stored.body, stored.file_name),
      link: conversationPath(c.conversation_id),
      groupKey: conversationGroupKey(c.conversation_id),
      at: now,
    });
    return stored;
  });
  return toMessage(row);
}

/** Reads the conversation up to its newest message: a read receipt for the other side, the 新消息 notice read. */
export async function markRead(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  { conversationId }: { conversationId: number },
): Promise<null> {
  await transact(deps.db, async (trx) => {
    const now = deps.clock.now();
    const c = await repo.lockConversation(trx, conversationId);
    if (!c || (c.employer_id !== user.userId && c.designer_id !== user.userId)) return notFound();
    const upTo = c.last_message_id ?? 0;
    if (!(await repo.markRead(trx, conversationId, user.userId, upTo))) return;
    await markGroupRead(trx, user.userId, conversationGroupKey(conversationId), now);
    const event = { type: 'read' as const, conversationId, readerId: user.userId, messageId: upTo };
    for (const userId of [c.employer_id, c.designer_id].sort((a, b) => a - b)) {
      await appendEvent(trx, userId, event, now);
    }
  });
  return null;
}

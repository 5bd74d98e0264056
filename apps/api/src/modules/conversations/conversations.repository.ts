/**
 * Conversations and messages (issue 25) — SQL only. A send runs under the conversation's row lock
 * (`lockConversation`), which orders every change of one conversation: unread counts stay exact under
 * concurrent sends from both sides, and a retried client id finds the message the first try stored. Only
 * this module's tables: the peer's name and avatar and the task's name come from their owners' batched
 * lookups, composed in conversations.service (one per owner per page; db/table-owners.ts).
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { pageWindow } from '../../db/sql-helpers';

// — Opening

export async function findConversationId(
  db: Db | Tx,
  orderId: number | null,
  employerId: number,
  designerId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select('conversation_id')
    .where(sql<number>`coalesce(order_id, 0)`, '=', orderId ?? 0)
    .where('employer_id', '=', employerId)
    .where('designer_id', '=', designerId)
    .executeTakeFirst();
  return row?.conversation_id;
}

/** Creates the conversation and its two members unless it exists (a concurrent open finds the same one). */
export async function openConversation(
  trx: Tx,
  c: { orderId: number | null; employerId: number; designerId: number },
  now: Date,
): Promise<number> {
  const inserted = await trx
    .insertInto('conversations')
    .values({
      order_id: c.orderId,
      employer_id: c.employerId,
      designer_id: c.designerId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.expression(sql`(coalesce(order_id, 0)), employer_id, designer_id`).doNothing())
    .returning('conversation_id')
    .executeTakeFirst();
  if (!inserted) return (await findConversationId(trx, c.orderId, c.employerId, c.designerId))!;
  await trx
    .insertInto('conversation_members')
    .values([
      { conversation_id: inserted.conversation_id, user_id: c.employerId, updated_at: now },
      { conversation_id: inserted.conversation_id, user_id: c.designerId, updated_at: now },
    ])
    .execute();
  return inserted.conversation_id;
}

// — Sending and reading

/** The conversation, its row locked until the transaction ends. */
export function lockConversation(trx: Tx, conversationId: number) {
  return trx
    .selectFrom('conversations')
    .select(['conversation_id', 'order_id', 'employer_id', 'designer_id', 'last_message_id'])
    .where('conversation_id', '=', conversationId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedConversation = NonNullable<Awaited<ReturnType<typeof lockConversation>>>;

const messageColumns = [
  'message_id',
  'conversation_id',
  'sender_id',
  'client_id',
  'kind',
  'body',
  'image_url',
  'image_width',
  'image_height',
  'file_url',
  'file_name',
  'file_size',
  'file_mime',
  'masked',
  'created_at',
] as const;

export function findMessageByClientId(trx: Db | Tx, conversationId: number, senderId: number, clientId: string) {
  return trx
    .selectFrom('messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessageByClientId>>>;

export interface NewMessage {
  conversationId: number;
  senderId: number;
  recipientId: number;
  clientId: string;
  kind: 'text' | 'image' | 'file';
  body: string;
  image: { url: string; width: number; height: number } | null;
  file: { url: string; name: string; size: number; mimeType: string } | null;
  masked: boolean;
}

/** Stores the message and moves the conversation: its last message, the recipient's unread count. */
export async function insertMessage(trx: Tx, m: NewMessage, now: Date): Promise<MessageRow> {
  const row = await trx
    .insertInto('messages')
    .values({
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      client_id: m.clientId,
      kind: m.kind,
      body: m.body,
      image_url: m.image?.url ?? null,
      image_width: m.image?.width ?? null,
      image_height: m.image?.height ?? null,
      file_url: m.file?.url ?? null,
      file_name: m.file?.name ?? null,
      file_size: m.file?.size ?? null,
      file_mime: m.file?.mimeType ?? null,
      masked: m.masked,
      created_at: now,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('conversations')
    .set({ last_message_id: row.message_id, updated_at: now })
    .where('conversation_id', '=', m.conversationId)
    .execute();
  await trx
    .updateTable('conversation_members')
    .set({ unread_count: sql`unread_count + 1`, updated_at: now, has_messages: true })
    .where('conversation_id', '=', m.conversationId)
    .where('user_id', '=', m.recipientId)
    .execute();
  // The sender has read everything up to their own message.
  await trx
    .updateTable('conversation_members')
    .set({ unread_count: 0, last_read_message_id: row.message_id, updated_at: now, has_messages: true })
    .where('conversation_id', '=', m.conversationId)
    .where('user_id', '=', m.senderId)
    .execute();
  return row;
}

/** Marks the conversation read up to `messageId` for the user; whether anything changed. */
export async function markRead(trx: Tx, conversationId: number, userId: number, messageId: number): Promise<boolean> {
  const result = await trx
    .updateTable('conversation_members')
    .set({ unread_count: 0, last_read_message_id: messageId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('unread_count', '>', 0), eb('last_read_message_id', '<', messageId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findMessages(db: Db, conversationId: number, before: number | undefined, limit: number) {
  let q = db
    .selectFrom('messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .orderBy('message_id', 'desc')
    .limit(limit);
  if (before !== undefined) q = q.where('message_id', '<', before);
  return q.execute();
}

/** The conversation's messages among `ids`, oldest first (a dispute's quoted evidence). */
export function findMessagesByIds(db: Db | Tx, conversationId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .where('message_id', 'in', ids)
    .orderBy('message_id')
    .execute();
}

export async function totalUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select(sql<string | number | null>`sum(unread_count)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

// — Lists

/**
 * The user's conversations as their list shows them (only those with a message), newest activity first: the
 * user's own member row, the peer's (their id and read receipt) and the last message.
 */
function selectSummaries(db: Db, userId: number) {
  return db
    .selectFrom('conversation_members as me')
    .innerJoin('conversations as c', 'c.conversation_id', 'me.conversation_id')
    .innerJoin('conversation_members as other', (j) =>
      j.onRef('other.conversation_id', '=', 'c.conversation_id').onRef('other.user_id', '<>', 'me.user_id'),
    )
    .leftJoin('messages as m', 'm.message_id', 'c.last_message_id')
    .select([
      'c.conversation_id',
      'c.order_id',
      'c.employer_id',
      'c.designer_id',
      'me.unread_count',
      'me.updated_at',
      'other.last_read_message_id as peer_read_message_id',
      'other.user_id as peer_id',
      'm.sender_id as last_sender_id',
      'm.kind as last_kind',
      'm.body as last_body',
      'm.created_at as last_at',
    ])
    .where('me.user_id', '=', userId);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

/**
 * A page of the user's list and its count. The page's ids and the count come from the user's listed member
 * rows alone, in list order (migration 0020's partial index); only the page's rows are joined.
 */
export async function findSummariesPage(db: Db, userId: number, current: number, pageSize: number) {
  const { limit, offset } = pageWindow(current, pageSize);
  const listed = () =>
    db.selectFrom('conversation_members').where('user_id', '=', userId).where('has_messages', '=', true);
  const [rows, total] = await Promise.all([
    selectSummaries(db, userId)
      .where(
        'me.conversation_id',
        'in',
        listed()
          .select('conversation_id')
          .orderBy('updated_at', 'desc')
          .orderBy('conversation_id', 'desc')
          .offset(offset)
          .limit(limit),
      )
      .orderBy('me.updated_at', 'desc')
      .orderBy('c.conversation_id', 'desc')
      .execute(),
    listed()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findSummary(db: Db, userId: number, conversationId: number): Promise<SummaryRow | undefined> {
  return selectSummaries(db, userId).where('c.conversation_id', '=', conversationId).executeTakeFirst();
}

/** Whether the user is one of the conversation's two participants. */
export async function isMember(db: Db, userId: number, conversationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

// — The operator's reads

export function findConversation(db: Db, conversationId: number) {
  return db.selectFrom('conversations').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
}

export async function insertOperatorRead(
  db: Db,
  r: { operatorId: number; conversationId: number; reason: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('conversation_reads')
    .values({ operator_id: r.operatorId, conversation_id: r.conversationId, reason: r.reason, created_at: now })
    .execute();
}

/**
 * Conversations, messages, the per-user event log and the operator's read log (issue 25, decision 022).
 * - A conversation is between an employer side and a designer about one task, or none (a pre-hire inquiry):
 *   one per (task, employer side, designer). Each participant has a member row with its read state and unread
 *   count, kept in the send's transaction under the conversation's row lock (exact under concurrent sends).
 * - A message's client id is unique per conversation and sender: a retried send finds the stored one.
 * - `user_events` is every user's stream: a per-user sequence (`user_event_seqs`, incremented under its row
 *   lock, so sequence numbers commit in order) is the SSE id a reconnect replays from.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upConversations(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversations (
    conversation_id serial primary key,
    order_id integer references tasks(order_id) on delete cascade,
    employer_id integer not null references users(user_id) on delete cascade,
    designer_id integer not null references users(user_id) on delete cascade,
    last_message_id integer,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create unique index conversations_pair_idx on conversations (coalesce(order_id, 0), employer_id, designer_id)`.execute(
    db,
  );
  await sql`create table conversation_members (
    conversation_id integer not null references conversations(conversation_id) on delete cascade,
    user_id integer not null references users(user_id) on delete cascade,
    last_read_message_id integer not null default 0,
    unread_count integer not null default 0,
    updated_at timestamptz not null,
    primary key (conversation_id, user_id)
  )`.execute(db);
  await sql`create index conversation_members_user_idx on conversation_members (user_id, updated_at desc, conversation_id desc)`.execute(
    db,
  );
  await sql`create table messages (
    message_id serial primary key,
    conversation_id integer not null references conversations(conversation_id) on delete cascade,
    sender_id integer not null references users(user_id) on delete cascade,
    client_id varchar(64) not null,
    kind varchar(8) not null,
    body varchar(2000) not null default '',
    image_url varchar(300),
    image_width integer,
    image_height integer,
    masked boolean not null default false,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create unique index messages_client_idx on messages (conversation_id, sender_id, client_id)`.execute(db);
  await sql`create index messages_conversation_idx on messages (conversation_id, message_id desc)`.execute(db);
  await sql`create table user_event_seqs (
    user_id integer primary key references users(user_id) on delete cascade,
    last_seq integer not null
  )`.execute(db);
  await sql`create table user_events (
    user_id integer not null references users(user_id) on delete cascade,
    seq integer not null,
    type varchar(16) not null,
    payload text not null,
    created_at timestamptz not null,
    primary key (user_id, seq)
  )`.execute(db);
  await sql`create index user_events_created_idx on user_events (created_at)`.execute(db);
  await sql`create table conversation_reads (
    read_id serial primary key,
    operator_id integer not null references users(user_id) on delete cascade,
    conversation_id integer not null references conversations(conversation_id) on delete cascade,
    reason varchar(200) not null,
    created_at timestamptz not null
  )`.execute(db);
}

export async function downConversations(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'conversation_reads',
    'user_events',
    'user_event_seqs',
    'messages',
    'conversation_members',
    'conversations',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

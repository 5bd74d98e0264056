/**
 * The conversation list at scale (issue 23, docs/benchmarks.md "The conversation list"): a user's list shows
 * only conversations with a message. That was `conversations.last_message_id is not null`, so the page and
 * its count joined every member row of the user to `conversations` — at 200 000 conversations the planner
 * hash-joined the whole table for a user with 2 500 (count 55 ms, deepest page 68 ms). The member row now
 * says it (`has_messages`, set by the first send for both participants), and a partial index in list order
 * makes the count and the page ids one index scan of the user's listed rows.
 * Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upConversationList(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversation_members add column has_messages boolean not null default false`.execute(db);
  await sql`update conversation_members m set has_messages = true
    from conversations c
    where c.conversation_id = m.conversation_id and c.last_message_id is not null`.execute(db);
  await sql`create index conversation_members_listed_idx
    on conversation_members (user_id, updated_at desc, conversation_id desc) where has_messages`.execute(db);
}

export async function downConversationList(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists conversation_members_listed_idx`.execute(db);
  await sql`alter table conversation_members drop column if exists has_messages`.execute(db);
}

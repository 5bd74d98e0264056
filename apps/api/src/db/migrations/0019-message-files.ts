/**
 * Files in messages (issue 25): a message of kind `file` carries one attachment under the task attachments'
 * rules (an image or a PDF, at most 10 MiB; docs/product.md "Further limits") — where it is served, its
 * display name, size and type. Null for text and image messages. Frozen once shipped; never imports app code.
 */
import { sql, type Kysely } from 'kysely';

export async function upMessageFiles(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages
    add column file_url varchar(300),
    add column file_name varchar(200),
    add column file_size integer,
    add column file_mime varchar(40)`.execute(db);
}

export async function downMessageFiles(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages
    drop column if exists file_url,
    drop column if exists file_name,
    drop column if exists file_size,
    drop column if exists file_mime`.execute(db);
}

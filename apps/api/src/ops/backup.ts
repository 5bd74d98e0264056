/**
 * Backup and restore of the database and the object store (issue 24: `npm run backup -- DIR`,
 * `npm run restore -- DIR`). One format for PGlite and PostgreSQL, written by SQL alone (no pg_dump, which
 * a machine with only Node does not have):
 *
 *   DIR/manifest.json        what was saved: format, time, migrations, each table's columns and row count,
 *                            each object's key, size and sha256
 *   DIR/db/<table>.ndjson    one `row_to_json` text per line, passed through untouched (numeric, bigint and
 *                            timestamps keep their exact text; nothing is parsed into a JS number)
 *   DIR/objects/<key>        every stored object, by its storage key
 *
 * The tables are read in one REPEATABLE READ, READ ONLY transaction: one snapshot, consistent while the
 * api keeps serving (PostgreSQL, online). PGlite serves one process, so on PGlite the api is stopped first.
 * Objects are copied after the snapshot: an object uploaded meanwhile is saved without a row naming it
 * (harmless); objects are only deleted with their rows, which the snapshot still has.
 *
 * Restore wants an empty database (migrated here to the code's latest schema) and an empty store, and
 * brings both back to exactly what was saved: rows in foreign-key order with the tables' own triggers off
 * (the saved counters, e.g. `designers.works_count`, are already right), identity and serial sequences
 * moved past the largest id, objects checked against their sha256.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { transact } from '../db/transact';
import type { ObjectStorage } from '../services/storage/local-storage';

export const BACKUP_FORMAT = 'bazaar-backup/1';
/** Rows per read while saving and per insert while restoring. */
const BATCH = 2_000;
/** Kysely's own bookkeeping: written by the migrator of the restoring code, never copied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface TableManifest {
  name: string;
  columns: string[];
  rows: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  driver: DatabaseHandle['driver'];
  migrations: string[];
  tables: TableManifest[];
  objects: { key: string; size: number; sha256: string }[];
}

export class BackupError extends Error {}

type AnyDb = Kysely<unknown> | Transaction<unknown>;
const anyDb = (handle: DatabaseHandle) => handle.db as unknown as Kysely<unknown>;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function tablesOf(db: AnyDb, schema: string): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await sql<{ table_name: string; columns: string[] }>`
    select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = ${schema} and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     group by c.table_name
     order by c.table_name`.execute(db);
  return rows
    .filter((r) => !MIGRATION_TABLES.has(r.table_name))
    .map((r) => ({ name: r.table_name, columns: r.columns }));
}

async function migrationsOf(db: AnyDb, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(`${schema}.kysely_migration`)} order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** Tables in an order where every table comes after the tables its foreign keys point to. */
async function foreignKeyOrder(db: AnyDb, schema: string, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = ${schema} and c.relname <> p.relname`.execute(db);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new BackupError('foreign keys form a cycle between tables; cannot order them');
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

async function writeLines(file: string, lines: AsyncIterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for await (const line of lines) {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Writes the database and the object store to `dir` (created; must not hold a backup already). */
export async function backup(handle: DatabaseHandle, storage: ObjectStorage, dir: string): Promise<BackupManifest> {
  await mkdir(path.join(dir, 'db'), { recursive: true });
  await mkdir(path.join(dir, 'objects'), { recursive: true });
  // No retry: the callback writes each table's file as it reads it (and a read-only snapshot meets no conflict).
  const manifest = await transact(
    anyDb(handle),
    async (trx) => {
      const migrations = await migrationsOf(trx, handle.schema);
      const tables: TableManifest[] = [];
      for (const { name, columns } of await tablesOf(trx, handle.schema)) {
        let rows = 0;
        // Keyset pages over the physical row id: no offset, so a large table costs one pass.
        async function* pages(): AsyncIterable<string> {
          let after = '(0,0)';
          for (;;) {
            const page = await sql<{ tid: string; row: string }>`
              select t.ctid::text as tid, row_to_json(t)::text as row
                from ${sql.table(`${handle.schema}.${name}`)} as t
               where t.ctid > ${after}::tid
               order by t.ctid
               limit ${BATCH}`.execute(trx);
            for (const r of page.rows) yield r.row;
            rows += page.rows.length;
            if (page.rows.length < BATCH) return;
            after = page.rows.at(-1)!.tid;
          }
        }
        await writeLines(path.join(dir, 'db', `${name}.ndjson`), pages());
        tables.push({ name, columns, rows });
      }
      return { migrations, tables };
    },
    { isolation: 'repeatable read', readOnly: true, retry: false },
  );
  const objects: BackupManifest['objects'] = [];
  for await (const key of storage.list()) {
    const data = await storage.get(key);
    if (!data) continue; // deleted since it was listed
    const file = path.join(dir, 'objects', ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    objects.push({ key, size: data.length, sha256: sha256(data) });
  }
  objects.sort((a, b) => a.key.localeCompare(b.key));
  const full: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    driver: handle.driver,
    ...manifest,
    objects,
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(full, null, 2));
  return full;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, 'manifest.json'), 'utf8');
  } catch {
    throw new BackupError(`${dir} holds no backup (manifest.json is missing)`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${dir}: unknown backup format ${manifest.format}`);
  return manifest;
}

/**
 * Restores `dir` into an empty database and store. The database is migrated first; a saved migration
 * this code does not know refuses the restore (restore with the code that made the backup, or newer).
 */
export async function restore(handle: DatabaseHandle, storage: ObjectStorage, dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  await migrateToLatest(handle);
  const db = anyDb(handle);
  const known = new Set(await migrationsOf(db, handle.schema));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) throw new BackupError(`the backup has migrations this code lacks: ${unknown.join(', ')}`);

  const current = new Map((await tablesOf(db, handle.schema)).map((t) => [t.name, t.columns]));
  const missing = manifest.tables.filter((t) => !current.has(t.name)).map((t) => t.name);
  if (missing.length > 0) throw new BackupError(`tables of the backup that this schema lacks: ${missing.join(', ')}`);
  // Migrations write reference rows (dictionaries, categories); an empty database is one nobody has used:
  // no account yet. Those reference rows are replaced by the saved ones.
  const { rows: used } = await sql<{
    one: number;
  }>`select 1 as one from ${sql.table(`${handle.schema}.users`)} limit 1`.execute(db);
  if (used.length > 0) throw new BackupError('the database is not empty (it has accounts); restore needs an empty one');
  for await (const key of storage.list()) {
    throw new BackupError(`the object store is not empty (it holds ${key}); restore needs an empty one`);
  }

  const saved = new Map(manifest.tables.map((t) => [t.name, t]));
  const order = (await foreignKeyOrder(db, handle.schema, [...saved.keys()])).map((name) => saved.get(name)!);
  const tableRef = (name: string) => sql.table(`${handle.schema}.${name}`);
  await transact(db, async (trx) => {
    for (const table of order) await sql`alter table ${tableRef(table.name)} disable trigger user`.execute(trx);
    for (const table of [...order].reverse()) await sql`delete from ${tableRef(table.name)}`.execute(trx);
    for (const table of order) {
      const target = tableRef(table.name);
      // Columns in both the backup and today's table; a column added since takes its default.
      const columns = table.columns.filter((c) => current.get(table.name)!.includes(c));
      const list = sql.raw(columns.map(quote).join(', '));
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await sql`insert into ${target} (${list}) overriding system value
                  select ${list} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json)`.execute(
          trx,
        );
        batch = [];
      };
      const lines = readline.createInterface({
        input: createReadStream(path.join(dir, 'db', `${table.name}.ndjson`)),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    for (const table of order) await sql`alter table ${tableRef(table.name)} enable trigger user`.execute(trx);
    // Every serial or identity column's sequence continues after the largest restored id.
    const { rows: sequences } = await sql<{ table_name: string; column_name: string; seq: string }>`
      select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) as seq
        from information_schema.columns c
       where c.table_schema = ${handle.schema}
         and pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) is not null`.execute(
      trx,
    );
    for (const s of sequences) {
      if (MIGRATION_TABLES.has(s.table_name)) continue;
      await sql`select setval(${s.seq}::regclass, coalesce((select max(${sql.ref(s.column_name)}) from ${sql.table(`${handle.schema}.${s.table_name}`)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });

  for (const object of manifest.objects) {
    const data = await readFile(path.join(dir, 'objects', ...object.key.split('/')));
    if (sha256(data) !== object.sha256) throw new BackupError(`object ${object.key} is damaged in the backup`);
    await storage.put(object.key, data);
  }
  return manifest;
}

/**
 * Issue 23: each table is read by the module that owns it, through its repository. Every source file of
 * `src/modules/<module>/` is read (tests aside) and each table it names in a query must be its module's
 * (`TABLE_OWNERS`) or listed with a reason in `SANCTIONED_READS`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tableUses } from './table-reads';
import { SANCTIONED_READS, TABLE_OWNERS } from './table-owners';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

function moduleSources(): { module: string; file: string; source: string }[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      (readdirSync(path.join(MODULES, d.name), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$/.test(f))
        .map((f) => ({
          module: d.name,
          file: `${d.name}/${f.split(path.sep).join('/')}`,
          source: readFileSync(path.join(MODULES, d.name, f), 'utf8'),
        })),
    );
}

/** `file: table (owner) line …` for every table a module names that another module owns. */
function crossings(sources: { module: string; file: string; source: string }[]) {
  return sources.flatMap(({ module, file, source }) =>
    tableUses(file, source)
      .filter((u) => TABLE_OWNERS[u.table] !== module)
      .map((u) => ({ file, table: u.table, owner: TABLE_OWNERS[u.table], line: u.line })),
  );
}

describe('table ownership', () => {
  it('finds the tables a query names, in builders and raw SQL, but not CTEs or aliases', () => {
    const source = `
      db.selectFrom('exam_attempts as a').innerJoin('users as u', 'u.user_id', 'a.user_id')
        .leftJoin(db.selectFrom(['designers', 'works as w']).as('x'), 'x.a', 'a.b');
      db.with('m', () => q).selectFrom('m').select('m.title');
      sql\`select 1 from categories where id = \${id} for update\`;
      sql\`update hidden_works set x = 1\`;
      db.insertInto('growth_projects').values(v);
    `;
    expect(
      tableUses('x.ts', source)
        .map((u) => `${u.line}:${u.table}`)
        .sort(),
    ).toEqual([
      '2:exam_attempts',
      '2:users',
      '3:designers',
      '3:works',
      '5:categories',
      '6:hidden_works',
      '7:growth_projects',
    ]);
  });

  it('no module names a table it does not own, unless sanctioned with a reason', () => {
    const unsanctioned = crossings(moduleSources())
      .filter((c) => !SANCTIONED_READS[c.file]?.[c.table])
      .map((c) => `${c.file}:${c.line} reads ${c.table}, owned by ${c.owner}`);
    expect(unsanctioned).toEqual([]);
  });

  it('every sanctioned read is still made, crosses owners and gives a reason', () => {
    const made = new Set(crossings(moduleSources()).map((c) => `${c.file} ${c.table}`));
    const listed = Object.entries(SANCTIONED_READS).flatMap(([file, tables]) =>
      Object.entries(tables).map(([table, reason]) => ({ key: `${file} ${table}`, reason })),
    );
    expect(listed.filter((l) => !made.has(l.key)).map((l) => l.key)).toEqual([]);
    expect(listed.filter((l) => (l.reason ?? '').length < 20).map((l) => l.key)).toEqual([]);
  });
});

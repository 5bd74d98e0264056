/**
 * Keyword matching and list totals that stay fast at a million works (issue 6; docs/decisions/007).
 *
 * Keywords: a case-insensitive substring match (`lower(column) LIKE lower('%keyword%')`), found through
 * the grams GIN indexes of migration 0007 — `cjk_grams(lower(column)) @> cjk_query_grams(lower(keyword))`
 * narrows to rows holding every character pair of the keyword, the LIKE re-checks the order. Recall is the
 * plain substring match's by construction (apps/api/src/db/list-queries.test.ts compares them).
 *
 * Totals: exact up to a cap, an estimate (`approximate`, shown as 约 N) above it — counting every row of a
 * million-row list costs more than the whole page budget.
 */
import type { Page } from '@bazaar/domain/entities';
import { CompiledQuery, sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { containsPattern } from './sql-helpers';

/**
 * The least window a keyword query reads in list order (newest or hottest first) before it falls back to
 * the grams index (docs/search.md: a common gram fills the page from the most recent rows at once, a rare one
 * is cheapest through the index). Tests pass a small window to exercise the fallback on little data.
 */
export const KEYWORD_SCAN_WINDOW = 5_000;

/** Totals up to this many rows are counted exactly; above, a list answers an estimate. */
export const EXACT_COUNT_MAX = 1_000;

/** Keyword totals up to this many rows are counted exactly through the grams index; above, estimated. */
export const KEYWORD_EXACT_COUNT_MAX = 1_000;

/** `column` holds `keyword` (case-insensitively), through the column's grams index. */
export function gramsMatch(column: string, keyword: string): RawBuilder<boolean> {
  const ref = sql.ref(column);
  return sql<boolean>`(cjk_grams(lower(${ref})) @> cjk_query_grams(lower(${keyword})) and lower(${ref}) like lower(${containsPattern(keyword)}))`;
}

/** `column` holds `keyword` (case-insensitively), checked row by row (for an already small row set). */
export function substringMatch(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like lower(${containsPattern(keyword)})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any FROM/selection: only rows are counted
type AnySelect = SelectQueryBuilder<Database, any, any>;

/**
 * The number of rows of `query` (its FROM and WHERE): exact when at most `cap`, else the planner's
 * estimate of `estimateOf` (never below cap + 1) with `approximate: true`. The capped count reads at
 * most cap + 1 rows.
 */
export async function countRows(
  db: Db,
  query: AnySelect,
  cap = EXACT_COUNT_MAX,
  estimateOf: AnySelect = query,
): Promise<{ total: number; approximate: boolean }> {
  const { n } = await db.selectNoFrom(cappedCount(query, cap).as('n')).executeTakeFirstOrThrow();
  return totalOf(db, n, query, cap, estimateOf);
}

const probe = (q: AnySelect) =>
  q
    .clearSelect()
    .clearOrderBy()
    .select(sql`1`.as('one'));

/**
 * `(select count(*) from (… limit cap + 1))`: the rows of `query`, read up to cap + 1, as a scalar
 * subquery, so a list can fetch its page and its total in one statement. The cap is a literal: a
 * parameter there makes a prepared statement's generic plan assume 10 % of the table.
 */
export function cappedCount(query: AnySelect, cap = EXACT_COUNT_MAX): RawBuilder<number> {
  const capped = probe(query).limit(sql.lit(cap + 1));
  return sql<number>`(select count(*)::int from (${capped}) as capped)`;
}

/**
 * The total of a page fetched with `cappedCount(query)` as its `list_total` column: from the first row,
 * or — past the end, or an empty list, where no row carries it — counted on its own.
 */
export function pageTotal(
  db: Db,
  rows: readonly { list_total: number }[],
  query: AnySelect,
): Promise<{ total: number; approximate: boolean }> {
  return rows.length > 0 ? totalOf(db, rows[0]!.list_total, query) : countRows(db, query);
}

/** A capped count `n` (see `cappedCount`) as a list total: exact up to `cap`, else the planner's estimate. */
async function totalOf(
  db: Db,
  n: number,
  query: AnySelect,
  cap = EXACT_COUNT_MAX,
  estimateOf: AnySelect = query,
): Promise<{ total: number; approximate: boolean }> {
  if (n <= cap) return { total: n, approximate: false };
  return { total: Math.max(cap + 1, await estimateRows(db, probe(estimateOf))), approximate: true };
}

/**
 * The grams condition alone (no LIKE re-check): for the planner's estimates, which know the grams from the
 * index statistics but guess a LIKE's selectivity far too low.
 */
export function gramsOnly(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`cjk_grams(lower(${sql.ref(column)})) @> cjk_query_grams(lower(${keyword}))`;
}

/** The planner's row estimate for `query` (EXPLAIN, no execution): statistics from ANALYZE/autovacuum. */
export async function estimateRows(db: Db, query: AnySelect): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * An upper bound of the works whose title holds `keyword`: the smallest document frequency of its grams
 * (exact for 1–2 characters). 0 when a gram occurs in no title.
 */
export async function titleGramsBound(db: Db, keyword: string): Promise<number> {
  const row = await db
    .selectFrom('works_title_gram_df')
    .select(sql<number>`coalesce(min(df), 0)::int`.as('bound'))
    .where(sql<boolean>`gram = any(cjk_query_grams(lower(${keyword})))`)
    .select(sql<number>`count(*)::int`.as('found'))
    .select(sql<number>`cardinality(cjk_query_grams(lower(${keyword})))`.as('wanted'))
    .executeTakeFirstOrThrow();
  // A gram missing from the table occurs in no title.
  return row.found < row.wanted ? 0 : row.bound;
}

/**
 * One page of a list whose paging stops at `depth` rows (docs/decisions/007): a deeper page answers no
 * rows and the total (read as page 1), as a page past the end does; the last allowed page stops at the
 * depth. `load` reads the page numbered `current`.
 */
export async function depthLimitedPage<R, T>(
  q: { current: number; pageSize: number },
  depth: number,
  load: (current: number) => Promise<{ rows: R[]; total: number; approximate: boolean }>,
  map: (row: R) => T,
): Promise<Page<T>> {
  const skipped = (q.current - 1) * q.pageSize;
  const current = skipped < depth ? q.current : 1;
  const { rows, total, approximate } = await load(current);
  const page = { total, current: q.current, pageSize: q.pageSize, depth, ...(approximate ? { approximate } : {}) };
  if (current !== q.current) return { rows: [], ...page };
  return { rows: rows.slice(0, depth - skipped).map(map), ...page };
}

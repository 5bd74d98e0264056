/**
 * Recall of the grams search (migration 0007, list-queries.ts): every keyword path answers exactly what a
 * plain case-insensitive substring match (`lower(column) LIKE lower('%keyword%')`) answers, in the same
 * order — for 1-, 2- and 3-character Chinese and Latin keywords, through the window path (scan windows
 * small enough to fall short on the seed) and the index path. Also: the triggers keep the title gram
 * frequencies and the designers' works counts equal to a recount.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEPTH_MAX, SEARCH_DEPTH_MAX } from '@bazaar/domain/constants';
import { DRIVERS, listPage, startTestApp, type TestApp } from '../test/harness';
import * as designersRepo from '../modules/designers/designers.repository';
import * as searchRepo from '../modules/search/search.repository';
import * as worksRepo from '../modules/works/works.repository';
import type { Db } from './database';
import { countRows } from './list-queries';
import { containsPattern } from './sql-helpers';

const KEYWORDS = [
  // 1, 2 and 3 Chinese characters
  '画',
  '小',
  '鹿',
  '麒',
  '插画',
  '包装',
  '设计',
  '林小',
  '包装设',
  '插画师',
  '上海市',
  // Latin, any case; LIKE wildcards taken literally
  'l',
  'O',
  'lo',
  'LOGO',
  'logo设',
  'Pro',
  'a_b',
  '%',
  '100%',
];
// 1 and 3: windows that fall short on the seed (the index path after them); undefined: the production one.
const WINDOWS = [1, 3, undefined];

/** The works a plain query answers: `keyword` as lower() LIKE (when given), `filter`'s equalities. */
const plainWorks = (
  db: Db,
  keyword: string | undefined,
  sort: 'newest' | 'hottest',
  filter: worksRepo.WorksFilter = {},
) =>
  db
    .selectFrom('works')
    .select('works_id')
    .$if(keyword !== undefined, (q) => q.where(sql<boolean>`lower(title) like lower(${containsPattern(keyword!)})`))
    .$if(filter.categoryId !== undefined, (q) => q.where('category_id', '=', filter.categoryId!))
    .$if(filter.userId !== undefined, (q) => q.where('user_id', '=', filter.userId!))
    .$if(filter.worksType !== undefined, (q) => q.where('works_type', '=', filter.worksType!))
    .$if(filter.worksSubType !== undefined, (q) => q.where('works_sub_type', '=', filter.worksSubType!))
    .$call((q) =>
      sort === 'hottest'
        ? q.orderBy('like_count', 'desc').orderBy('works_id', 'desc')
        : q.orderBy('created_at', 'desc').orderBy('works_id', 'desc'),
    )
    .execute()
    .then((rows) => rows.map((r) => r.works_id));

/**
 * `db` that counts the statements it executes; `statements()` answers those since its last call.
 * (transformResult runs once per executed statement; transformQuery also sees every subquery.)
 */
function countingStatements(db: Db): { counted: Db; statements: () => number } {
  let n = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      n++;
      return Promise.resolve(args.result);
    },
  });
  return {
    counted,
    statements: () => {
      const seen = n;
      n = 0;
      return seen;
    },
  };
}

describe.each(DRIVERS)('keyword recall on %s', (driver) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await startTestApp(driver);
    db = t.app.database.db;
    // Mixed-case Latin titles, wildcards and an odd nickname on top of the seed (through the triggers).
    const owner = await db.selectFrom('designers').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    await db
      .insertInto('works')
      .values(
        ['LOGO设计 Pro', 'logo', 'Logo升级提案', '100%原创插画', 'a_b 测试', 'ab测试', 'PROLOGUE 插画师手记'].map(
          (title, i) => ({
            user_id: owner.user_id,
            title,
            works_type: 1,
            works_sub_type: 1,
            cover: '/img/x.png',
            cover_width: 1,
            cover_height: 1,
            like_count: i * 7,
          }),
        ),
      )
      .execute();
    await db.updateTable('users').set({ nick_name: 'LoGo_上海市' }).where('user_id', '=', owner.user_id).execute();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('works pages: the same ids, order and total as a plain lower() LIKE, on both paths and sorts', async () => {
    for (const keyword of KEYWORDS) {
      for (const sort of ['newest', 'hottest'] as const) {
        const expected = await plainWorks(db, keyword, sort);
        for (const window of WINDOWS) {
          const ids: number[] = [];
          for (let current = 1; ; current++) {
            const page = await worksRepo.findWorksPage(db, null, { keyword }, sort, current, 7, window);
            expect(page.approximate, `${keyword} ${sort} ${window}`).toBe(false);
            expect(page.total, `${keyword} ${sort} ${window}`).toBe(expected.length);
            ids.push(...page.rows.map((r) => r.works_id));
            if (page.rows.length < 7) break;
          }
          expect(ids, `${keyword} ${sort} window ${window}`).toEqual(expected);
        }
      }
    }
  });

  it('works pages with a filter: a category and one designer', async () => {
    const owner = await db.selectFrom('designers').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    for (const keyword of ['画', '插画', 'logo', '包装设']) {
      for (const filter of [{ categoryId: 1 }, { userId: owner.user_id }]) {
        const expected = await db
          .selectFrom('works')
          .select('works_id')
          .where(sql<boolean>`lower(title) like lower(${containsPattern(keyword)})`)
          .$if('categoryId' in filter, (q) => q.where('category_id', '=', 1))
          .$if('userId' in filter, (q) => q.where('user_id', '=', owner.user_id))
          .orderBy('created_at', 'desc')
          .orderBy('works_id', 'desc')
          .execute();
        for (const window of WINDOWS) {
          const page = await worksRepo.findWorksPage(db, null, { ...filter, keyword }, 'newest', 1, 100, window);
          expect(
            page.rows.map((r) => r.works_id),
            `${keyword} ${JSON.stringify(filter)}`,
          ).toEqual(expected.map((r) => r.works_id));
          expect(page.total).toBe(expected.length);
        }
      }
    }
  });

  it('through the api: a 1–2 character keyword total is exact, a deeper page than the depth is empty', async () => {
    for (const keyword of ['画', '插画']) {
      const expected = await plainWorks(db, keyword, 'newest');
      const page = await listPage<{ worksId: number }>(t.app, '/api/common/getAllWorksPage', { keyword, pageSize: 5 });
      expect(page.total).toBe(expected.length);
      expect(page.approximate).toBeUndefined();
      expect(page.rows.map((r) => r.worksId)).toEqual(expected.slice(0, 5));
      // The window path with the whole query as the service passes it (paging fields are not filters).
      const query = { keyword, current: 1, pageSize: 5, sortType: 1 };
      const windowed = await worksRepo.findWorksPage(db, null, query, 'newest', 1, 5, 1);
      expect(windowed).toMatchObject({ total: expected.length, approximate: false });
    }
    // More matches than the search depth: the last allowed page is full, the next one empty.
    const owner = await db.selectFrom('designers').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    await db
      .insertInto('works')
      .values(
        Array.from({ length: SEARCH_DEPTH_MAX + 10 }, (_, i) => ({
          user_id: owner.user_id,
          title: `纵深测试 ${i}`,
          works_type: 1,
          works_sub_type: 1,
          cover: '/img/x.png',
          cover_width: 1,
          cover_height: 1,
        })),
      )
      .execute();
    const deep = { keyword: '纵深', pageSize: 20 };
    const last = await listPage(t.app, '/api/common/getAllWorksPage', { ...deep, current: SEARCH_DEPTH_MAX / 20 });
    expect(last.rows).toHaveLength(20);
    const past = await listPage(t.app, '/api/common/getAllWorksPage', { ...deep, current: SEARCH_DEPTH_MAX / 20 + 1 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(SEARCH_DEPTH_MAX + 10);
    // The page says how far paging reaches, so the web's pager stops there.
    expect(past.depth).toBe(SEARCH_DEPTH_MAX);
    await db.deleteFrom('works').where('title', 'like', '纵深测试%').execute();
    const browsePast = await listPage(t.app, '/api/common/getAllWorksPage', {
      pageSize: 100,
      current: Math.ceil(LIST_DEPTH_MAX / 100) + 1,
    });
    expect(browsePast.rows).toEqual([]);
    expect(browsePast.total).toBeGreaterThan(0);
    expect(browsePast.depth).toBe(LIST_DEPTH_MAX);
  });

  it('browse pages (no keyword): one statement each, the same ids, order and total as a plain query', async () => {
    const { counted, statements } = countingStatements(db);
    const owner = await db.selectFrom('designers').select('user_id').orderBy('user_id').executeTakeFirstOrThrow();
    const filters: worksRepo.WorksFilter[] = [
      {},
      { categoryId: 1 },
      { userId: owner.user_id },
      { worksType: 1, worksSubType: 1 },
      { categoryId: -1 },
    ];
    for (const filter of filters) {
      for (const sort of ['newest', 'hottest'] as const) {
        const expected = await plainWorks(db, undefined, sort, filter);
        const pages = Math.ceil(expected.length / 7);
        const ids: number[] = [];
        for (let current = 1; current <= pages + 1; current++) {
          const page = await worksRepo.findWorksPage(counted, null, filter, sort, current, 7);
          const label = `${JSON.stringify(filter)} ${sort} page ${current}`;
          // A page with rows carries its total; only past the end (or an empty list) is it counted apart.
          expect(statements(), label).toBe(current <= pages ? 1 : 2);
          expect(page, label).toMatchObject({ total: expected.length, approximate: false });
          ids.push(...page.rows.map((r) => r.works_id));
        }
        expect(ids, `${JSON.stringify(filter)} ${sort}`).toEqual(expected);
      }
    }
  });

  it('designer pages (no keyword): one statement each, every designer once in the sort order', async () => {
    const { counted, statements } = countingStatements(db);
    for (const sort of ['general', 'newest', 'mostWorks'] as const) {
      const expected = await db
        .selectFrom('designers')
        .select('user_id')
        .$call((q) =>
          sort === 'newest'
            ? q.orderBy('created_at', 'desc')
            : sort === 'mostWorks'
              ? q.orderBy('works_count', 'desc')
              : q.orderBy('is_on_leave', 'asc').orderBy('level_code', 'desc'),
        )
        .orderBy('user_id', 'asc')
        .execute()
        .then((rows) => rows.map((r) => r.user_id));
      const pages = Math.ceil(expected.length / 4);
      const ids: number[] = [];
      for (let current = 1; current <= pages + 1; current++) {
        const page = await designersRepo.findTalentsPage(counted, null, {}, sort, current, 4, 3);
        expect(statements(), `${sort} page ${current}`).toBe(current <= pages ? 1 : 2);
        expect(page, `${sort} page ${current}`).toMatchObject({ total: expected.length, approximate: false });
        ids.push(...page.rows.map((r) => r.user_id));
      }
      expect(ids, sort).toEqual(expected);
    }
  });

  it('counts exactly up to the cap and estimates above it', async () => {
    const [{ n }] = [
      await db
        .selectFrom('works')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ];
    expect(await countRows(db, db.selectFrom('works'))).toEqual({ total: n, approximate: false });
    const capped = await countRows(db, db.selectFrom('works'), 5);
    expect(capped.approximate).toBe(true);
    expect(capped.total).toBeGreaterThan(5);
  });

  it('talent pages: nickname or city, the same designers as a plain lower() LIKE', async () => {
    for (const keyword of KEYWORDS) {
      const expected = await db
        .selectFrom('designers as d')
        .innerJoin('users as u', 'u.user_id', 'd.user_id')
        .select('d.user_id')
        .where(
          sql<boolean>`(lower(u.nick_name) like lower(${containsPattern(keyword)}) or lower(d.city) like lower(${containsPattern(keyword)}))`,
        )
        .orderBy('d.is_on_leave')
        .orderBy('d.level_code', 'desc')
        .orderBy('d.user_id')
        .execute();
      const page = await designersRepo.findTalentsPage(db, null, { keyword }, 'general', 1, 100, 0);
      expect(
        page.rows.map((r) => r.user_id),
        keyword,
      ).toEqual(expected.map((r) => r.user_id));
      expect(page.total).toBe(expected.length);
      // The window path (as if every keyword had many candidates), paged through.
      for (const window of [3, undefined]) {
        const ids: number[] = [];
        for (let current = 1; current < 100; current++) {
          const part = await designersRepo.findTalentsPage(db, null, { keyword }, 'general', current, 2, 0, window, 0);
          ids.push(...part.rows.map((r) => r.user_id));
          if (part.rows.length < 2) break;
        }
        expect(ids, `${keyword} window ${window}`).toEqual(expected.map((r) => r.user_id));
      }
    }
  });

  it('suggestions: the same top titles and designers as a plain lower() LIKE, on both paths', async () => {
    for (const keyword of KEYWORDS) {
      const pattern = containsPattern(keyword);
      const titles = await db
        .selectFrom('works')
        .select('title')
        .where(sql<boolean>`lower(title) like lower(${pattern})`)
        .groupBy('title')
        .orderBy((eb) => eb.fn.max('like_count'), 'desc')
        .orderBy('title')
        .limit(4)
        .execute();
      const designers = await db
        .selectFrom('designers as d')
        .innerJoin('users as u', 'u.user_id', 'd.user_id')
        .select(['d.user_id', 'u.nick_name', 'd.avatar'])
        .where(sql<boolean>`lower(u.nick_name) like lower(${pattern})`)
        .orderBy('d.level_code', 'desc')
        .orderBy('d.user_id')
        .limit(4)
        .execute();
      for (const window of WINDOWS) {
        expect(await searchRepo.findWorkTitles(db, keyword, 4, window), `${keyword} ${window}`).toEqual(titles);
        expect(await searchRepo.findDesignersByName(db, keyword, 4, window), `${keyword} ${window}`).toEqual(designers);
        // As if the nickname index had too many hits to take them all.
        expect(await searchRepo.findDesignersByName(db, keyword, 4, window, 0), `${keyword} ${window}`).toEqual(
          designers,
        );
      }
    }
  });

  it('keeps title gram frequencies and works counts equal to a recount through insert, update and delete', async () => {
    const [a, b] = await db.selectFrom('designers').select('user_id').orderBy('user_id').limit(2).execute();
    const inserted = await db
      .insertInto('works')
      .values(
        ['麒麟插画', '麒麟 LOGO', '独角兽'].map((title) => ({
          user_id: a!.user_id,
          title,
          works_type: 1,
          works_sub_type: 1,
          cover: '/img/x.png',
          cover_width: 1,
          cover_height: 1,
        })),
      )
      .returning('works_id')
      .execute();
    await db.updateTable('works').set({ title: '麒麟包装' }).where('works_id', '=', inserted[0]!.works_id).execute();
    await db.updateTable('works').set({ user_id: b!.user_id }).where('works_id', '=', inserted[1]!.works_id).execute();
    await db.updateTable('works').set({ like_count: 3 }).where('works_id', '=', inserted[1]!.works_id).execute();
    await db.deleteFrom('works').where('works_id', '=', inserted[2]!.works_id).execute();

    const kept = await db
      .selectFrom('works_title_gram_df')
      .select(['gram', 'df'])
      .where('df', '>', 0)
      .orderBy('gram')
      .execute();
    const recount = await sql<{ gram: string; df: number }>`
      select g as gram, count(*)::int as df from works, unnest(cjk_grams(lower(title))) as g group by g order by g`.execute(
      db,
    );
    expect(kept).toEqual(recount.rows);
    const counts = await sql<{ n: number }>`
      select count(*)::int as n from designers d
      where d.works_count <> (select count(*) from works w where w.user_id = d.user_id)`.execute(db);
    expect(counts.rows[0]?.n).toBe(0);
  });
});

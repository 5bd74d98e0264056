// Benchmark (issue 6 "Fast at a million works"): the browse and search calls through the built api over a
// database filled by seed-scale.mjs, one request at a time (1 connection: what one user waits). Prints
// p50/p95 per case and checks the budgets: p95 ≤ 20 ms for every list page the api allows, p95 ≤ 10 ms
// for search and suggestions with 1–2 Chinese characters.
//
// Usage (after a build and seed-scale.mjs):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bazaar_scale node scale.mjs [--requests 100] [--only works|tasks|conversations]
//   node scale.mjs --pglite /path/to/dir [--requests 100]
// The api starts on a spare port (BENCH_API_PORT picks one) with SEED=off against that database and stops at
// the end. `--only conversations` (issue 23) times the conversation list of a typical and the busiest user
// over seed-scale.mjs --conversations; works and tasks run when --only is absent.
import path from 'node:path';
import { CLIENT_AUTH, median, percentile, startApi } from './stack.mjs';

const argOf = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const requests = Number(argOf('requests') ?? 100);
/** `works` (works, designers, search), `tasks` (the task hall, issue 7) or `conversations` (issue 23). */
const only = argOf('only');
const pgliteDir = argOf('pglite') ?? process.env.PGLITE_DIR;
const databaseUrl = pgliteDir ? '' : (process.env.DATABASE_URL ?? '');
if (!databaseUrl && !pgliteDir) {
  console.error('set DATABASE_URL (PostgreSQL) or pass --pglite DIR');
  process.exit(2);
}

const LIST = 20;
const SEARCH = 10;
const KEYWORDS = {
  '1 char': ['猫', '茶', '龙', '画', '包', '鹿', '星', '鲸', '麒', '拉'],
  '2 chars': ['插画', '包装', '熊猫', '国潮', '奶茶', '海报', '敦煌', '锦鲤', '林小', '北京'],
  '3+ chars': ['包装设计', '赛博朋克', '十二生肖', '小怪兽插画', '二十四节气', '国潮风'],
  latin: ['logo', 'IP', 'studio', 'No.1', 'ui', 'Momo'],
};
const q = (params) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const api = await startApi(
  databaseUrl
    ? { DATABASE_URL: databaseUrl, SEED: 'off' }
    : { DATABASE_URL: '', PGLITE_DIR: path.resolve(pgliteDir), SEED: 'off' },
);

/** A password login at the api (the demo accounts' password; seed-scale.mjs gives it to its employers). */
async function login(mobile) {
  const res = await fetch(`${api.url}/api/auth/authentication/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: CLIENT_AUTH },
    body: JSON.stringify({ username: mobile, password: 'bazaar-demo-2026' }),
  }).then((r) => r.json());
  if (!res.success) throw new Error(`login ${mobile}: ${res.resultMessage}`);
  return res.data.token;
}

/** The session of the case being measured (`Authorization: Bearer`), for the conversation list. */
let token;
async function get(path) {
  const res = await fetch(api.url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = await res.json();
  if (res.status !== 200 || body.success !== true)
    throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** Times `requests` calls of paths() (each call may vary the path), after a warm-up of a fifth as many. */
async function measure(paths) {
  let i = 0;
  for (let w = 0; w < Math.max(5, requests / 5); w++) await get(paths(i++));
  const times = [];
  // The note shows the fullest answer (keywords rotate; some match nothing).
  let last;
  const size = (d) => (Array.isArray(d) ? d.length : (d?.rows?.length ?? d?.matchWorks?.length ?? 0));
  for (let r = 0; r < requests; r++) {
    const path = paths(i++);
    const t0 = performance.now();
    const data = await get(path);
    times.push(performance.now() - t0);
    if (last === undefined || size(data) > size(last)) last = data;
  }
  return { p50: median(times), p95: percentile(times, 95), last };
}

const results = [];
async function bench(name, budget, paths) {
  const { p50, p95, last } = await measure(paths);
  const note =
    last && typeof last.total === 'number'
      ? `total ${last.approximate ? '约 ' : ''}${last.total}, ${last.rows.length} rows`
      : Array.isArray(last)
        ? `${last.length} rows`
        : last?.matchWorks
          ? `${last.matchWorks.length} keywords, ${last.matchDesigners.length} designers`
          : '';
  const ok = budget === undefined || p95 <= budget;
  results.push({ name, p50, p95, budget, ok });
  console.log(
    `${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${budget === undefined ? '          ' : `${ok ? 'ok  ' : 'OVER'} ≤ ${String(budget).padEnd(2)}`}  ${note}`,
  );
}

try {
  const first = await get(`/api/common/getAllWorksPage?${q({ current: 1, pageSize: 1 })}`);
  console.log(
    `api over ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${first.approximate ? '约 ' : ''}${first.total} works; ${requests} requests per case, 1 connection\n`,
  );
  const maxId = first.rows[0]?.worksId ?? 1;

  if (only === 'conversations') {
    // The conversation list (issue 23): the page and its count from this module's tables, then one batched
    // lookup per owner (task heads, names and roles, designers' avatars). The web's page size (20); a
    // typical user (a seeded employer with 22 conversations, the median is 20) and the busiest (the demo designer, ≥ 2 500).
    const users = [
      ['typical user', '16000000102'],
      ['busiest user', '13800000001'],
    ];
    for (const [who, mobile] of users) {
      token = await login(mobile);
      const { total } = await get(`/api/conversations?${q({ current: 1, pageSize: 20 })}`);
      const last = Math.max(1, Math.ceil(total / 20));
      console.log(`${who} (${mobile}): ${total} conversations, ${last} pages of 20`);
      await bench(`conversations ${who}, page 1`, LIST, () => `/api/conversations?${q({ current: 1, pageSize: 20 })}`);
      await bench(
        `conversations ${who}, last page (${last})`,
        LIST,
        () => `/api/conversations?${q({ current: last, pageSize: 20 })}`,
      );
    }
    token = undefined;
  }
  if (only === undefined || only === 'tasks') {
    // The task hall (issue 7): p95 ≤ 20 ms at 200 000 tasks. The deepest pages paging allows:
    // LIST_DEPTH_MAX (20 000 rows, page 1250 of 16) unfiltered or by status, FILTERED_LIST_DEPTH_MAX
    // (800 rows, page 50) with a category or properties filter.
    const tasks = await get(`/api/common/getTaskPage?${q({ current: 1, pageSize: 1 })}`);
    console.log(`task hall: ${tasks.approximate ? '约 ' : ''}${tasks.total} tasks\n`);
    const taskCases = [
      ['tasks all, page 1', {}, 1],
      ['tasks all, deep page (1250)', {}, 1250],
      ['tasks by status 招募中, page 1', { taskStatus: 1 }, 1],
      ['tasks by status 已完成, deep page (1250)', { taskStatus: 3 }, 1250],
      ['tasks by category, page 1', { categoryId: 3 }, 1],
      ['tasks by category, page 50', { categoryId: 3 }, 50],
      ['tasks by fallback category, page 50', { categoryId: 8 }, 50],
      ['tasks by properties iPad, page 1', { taskProperties: 3 }, 1],
      ['tasks by properties iPad, page 50', { taskProperties: 3 }, 50],
      ['tasks by status + category + properties, p 50', { taskStatus: 1, categoryId: 2, taskProperties: 4 }, 50],
    ];
    for (const [name, filter, page] of taskCases) {
      await bench(name, LIST, () => `/api/common/getTaskPage?${q({ ...filter, current: page, pageSize: 16 })}`);
    }
  }
  if (only === undefined || only === 'works') {
    for (const [sort, name] of [
      [1, 'newest'],
      [2, 'hottest'],
    ]) {
      for (const page of [1, 1000]) {
        await bench(
          `works list ${name} page ${page}`,
          LIST,
          () => `/api/common/getAllWorksPage?${q({ sortType: sort, current: page, pageSize: 16 })}`,
        );
      }
    }
    await bench(
      'works list category, hottest, page 1000',
      LIST,
      () => `/api/common/getAllWorksPage?${q({ categoryId: 1, sortType: 2, current: 1000, pageSize: 16 })}`,
    );
    for (const [sort, name] of [
      [1, 'general'],
      [2, 'newest'],
      [3, 'most works'],
    ]) {
      for (const page of [1, 1000]) {
        await bench(
          `designers list ${name} page ${page}`,
          LIST,
          () => `/api/common/getAllTalentsPage?${q({ sortType: sort, current: page, pageSize: 16 })}`,
        );
      }
    }
    // Filters without an index in list order: the deepest page they allow (FILTERED_LIST_DEPTH_MAX: 50 of 16).
    const filteredCases = [
      ['designers list level L3, page 50', '/api/common/getAllTalentsPage', { designerLevelCode: 'L3' }],
      ['designers list one category, page 50', '/api/common/getAllTalentsPage', { categoryId: 3 }],
      [
        'designers list video works, most works, page 50',
        '/api/common/getAllTalentsPage',
        { worksType: 2, sortType: 3 },
      ],
      ['works list video, hottest, page 50', '/api/common/getAllWorksPage', { worksType: 2, sortType: 2 }],
    ];
    for (const [name, path, filter] of filteredCases) {
      await bench(name, LIST, () => `${path}?${q({ ...filter, current: 50, pageSize: 16 })}`);
    }

    for (const [kind, words] of Object.entries(KEYWORDS)) {
      const budget = kind === '1 char' || kind === '2 chars' ? SEARCH : LIST;
      await bench(
        `search works ${kind}`,
        budget,
        (i) => `/api/common/getAllWorksPage?${q({ keyword: words[i % words.length], current: 1, pageSize: 16 })}`,
      );
    }
    await bench(
      'search works 2 chars, hottest',
      SEARCH,
      (i) =>
        `/api/common/getAllWorksPage?${q({ keyword: KEYWORDS['2 chars'][i % 10], sortType: 2, current: 1, pageSize: 16 })}`,
    );
    await bench(
      'search works 2 chars, last page (15)',
      LIST,
      (i) => `/api/common/getAllWorksPage?${q({ keyword: KEYWORDS['2 chars'][i % 10], current: 15, pageSize: 16 })}`,
    );
    for (const kind of ['1 char', '2 chars']) {
      await bench(
        `search designers ${kind}`,
        SEARCH,
        (i) => `/api/common/getAllTalentsPage?${q({ keyword: KEYWORDS[kind][i % 10], current: 1, pageSize: 16 })}`,
      );
    }
    for (const [kind, words] of Object.entries(KEYWORDS)) {
      const budget = kind === '1 char' || kind === '2 chars' ? SEARCH : undefined;
      await bench(
        `suggestions ${kind}`,
        budget,
        (i) => `/api/common/getMatchSearchKeyWords?${q({ keyword: words[i % words.length], limit: 4 })}`,
      );
    }
    // Spread over the table, deterministic.
    const idAt = (i) => 1 + ((i * 7919) % maxId);
    await bench('work detail', undefined, (i) => `/api/common/getWorksInfo?${q({ worksId: idAt(i) })}`);
    await bench(
      'alike works (8)',
      undefined,
      (i) => `/api/common/getAlikeWorksList?${q({ worksId: idAt(i), limit: 8 })}`,
    );
  }
  const over = results.filter((r) => !r.ok);
  console.log(
    `\n${results.length} cases, ${over.length ? `${over.length} over budget: ${over.map((r) => r.name).join('; ')}` : 'all within budget'}`,
  );
  process.exitCode = over.length ? 1 : 0;
} finally {
  await api.stop();
}

// Fills a database with a catalogue at scale (issue 6 "Fast at a million works"): designers with Chinese
// nicknames, cities and categories, and works with realistic Chinese titles from word lists — no image
// files (covers and avatars reuse the demo seed's). Deterministic (one seeded PRNG), additive (tops the
// database up to the asked counts), with progress on stdout.
//
// First the built api starts once against the database (its migrations run, and SEED=auto writes the demo
// seed into an empty one: categories, CMS, keywords), then rows go in as multi-row inserts of 5 000
// (`insert … select from unnest($1::text[], …)`, the same on PostgreSQL and PGlite). The works triggers of
// migration 0007 (title gram frequencies, designers' works counts) are off during the bulk load and the two
// tables are recomputed once at the end; then VACUUM ANALYZE (statistics, and index-only scans).
//
// Tasks (issue 7): `--tasks N` tops the ordinary tasks up to N — every status (mostly 招募中 and 已完成, a
// few 待沟通), the three properties, some without category, applicants on the open ones — older than the
// demo seed's. Without --tasks no task is added.
//
// Conversations (issue 23): `--conversations N [--employers 10000] [--busiest 2500]` — see
// seed-scale-conversations.mjs.
//
// Usage (after a build):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bazaar_scale node seed-scale.mjs --works 1000000 --designers 50000
//   DATABASE_URL=… node seed-scale.mjs --works 320 --designers 48 --tasks 200000     (tasks only, on the demo seed)
//   DATABASE_URL=… node seed-scale.mjs --works 20000 --designers 10000 --tasks 20000 --conversations 200000
//   node seed-scale.mjs --pglite /path/to/dir --works 100000 --designers 5000     (or PGLITE_DIR=…)
// DATABASE_SCHEMA is honoured as by the api.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BRANDS, chance, CITIES, nickname, pick, rand, SUBJECTS, title } from './seed-scale-words.mjs';
import { seedConversations } from './seed-scale-conversations.mjs';
import { root, startApi } from './stack.mjs';

const argOf = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const targetWorks = Number(argOf('works') ?? 1_000_000);
const targetDesigners = Number(argOf('designers') ?? 50_000);
const targetTasks = Number(argOf('tasks') ?? 0);
const targetConversations = Number(argOf('conversations') ?? 0);
const pgliteDir = argOf('pglite') ?? process.env.PGLITE_DIR;
const databaseUrl = pgliteDir ? '' : (process.env.DATABASE_URL ?? '');
const schema = process.env.DATABASE_SCHEMA || undefined;
if (!databaseUrl && !pgliteDir) {
  console.error('set DATABASE_URL (PostgreSQL) or pass --pglite DIR');
  process.exit(2);
}
const BATCH = 5_000;

// The api's own drivers (the bench package does not depend on them).
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));

/** A JS array as a PostgreSQL array literal (one text parameter, the same on both drivers). */
const arrayLiteral = (xs) =>
  `{${xs.map((x) => (x === null ? 'NULL' : `"${String(x).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

// — 1. migrations (and the demo seed of an empty database) through the api itself —
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;
console.log(`migrating ${databaseUrl ? 'PostgreSQL' : `PGlite at ${pgliteDir}`} through the api…`);
const api = await startApi(
  databaseUrl
    ? { DATABASE_URL: databaseUrl, SEED: 'auto' }
    : { DATABASE_URL: '', PGLITE_DIR: path.resolve(pgliteDir), SEED: 'auto' },
);
await api.stop();
console.log(`migrated and demo-seeded (${since()})`);

// — 2. connect with the same driver the api uses —
let query;
let close;
if (databaseUrl) {
  const pg = requireApi('pg');
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  await client.connect();
  query = async (text, params = []) => (await client.query(text, params)).rows;
  close = () => client.end();
} else {
  const { PGlite } = await import(requireApi.resolve('@electric-sql/pglite'));
  const client = await PGlite.create({ dataDir: path.resolve(pgliteDir) });
  query = async (text, params = []) => (await client.query(text, params)).rows;
  close = () => client.close();
}

try {
  const categories = (await query('select category_id from categories order by category_id')).map((r) => r.category_id);
  const covers = await query('select distinct cover, cover_width, cover_height from works order by cover limit 60');
  const avatars = (
    await query('select distinct avatar from designers where avatar is not null order by avatar limit 60')
  ).map((r) => r.avatar);
  if (!categories.length || !covers.length)
    throw new Error('the demo seed is missing (categories, works): start from an empty database');

  // — 3. designers —
  const [{ n: haveDesigners }] = await query('select count(*)::int as n from designers');
  console.log(`designers: ${haveDesigners} present, target ${targetDesigners}`);
  const now = Date.now();
  const YEAR = 365 * 24 * 3600 * 1000;
  for (let done = haveDesigners; done < targetDesigners; ) {
    const n = Math.min(BATCH, targetDesigners - done);
    const mobiles = [];
    const names = [];
    const createdAt = [];
    for (let i = 0; i < n; i++) {
      mobiles.push(`17${String(done + i).padStart(9, '0')}`);
      names.push(nickname());
      createdAt.push(new Date(now - 3 * YEAR + ((done + i) / targetDesigners) * 3 * YEAR).toISOString());
    }
    const ids = await query(
      `insert into users (mobile, nick_name, is_designer, created_at)
         select m, nn, true, c from unnest($1::text[], $2::text[], $3::timestamptz[]) as t(m, nn, c)
         on conflict (mobile) do nothing
         returning user_id, created_at`,
      [arrayLiteral(mobiles), arrayLiteral(names), arrayLiteral(createdAt)],
    );
    const levels = [];
    const statuses = [];
    const leave = [];
    const cities = [];
    const pics = [];
    const dcUser = [];
    const dcCat = [];
    for (const { user_id } of ids) {
      const r = rand();
      levels.push(r < 0.5 ? 'L1' : r < 0.8 ? 'L2' : r < 0.95 ? 'L3' : 'L4');
      const onLeave = chance(0.05);
      leave.push(onLeave);
      statuses.push(onLeave ? 3 : chance(0.25) ? 2 : 1);
      cities.push(pick(CITIES));
      pics.push(pick(avatars));
      const first = pick(categories);
      dcUser.push(user_id);
      dcCat.push(first);
      const second = pick(categories);
      if (second !== first && chance(0.5)) {
        dcUser.push(user_id);
        dcCat.push(second);
      }
    }
    await query(
      `insert into designers (user_id, level_code, work_status, is_on_leave, city, avatar, created_at)
       select u, l, s, o, c, a, t from unnest($1::int[], $2::text[], $3::int[], $4::bool[], $5::text[], $6::text[], $7::timestamptz[])
         as x(u, l, s, o, c, a, t)`,
      [
        arrayLiteral(ids.map((r) => r.user_id)),
        arrayLiteral(levels),
        arrayLiteral(statuses),
        arrayLiteral(leave),
        arrayLiteral(cities),
        arrayLiteral(pics),
        arrayLiteral(ids.map((r) => new Date(r.created_at).toISOString())),
      ],
    );
    await query(
      `insert into designer_categories (user_id, category_id) select * from unnest($1::int[], $2::int[]) on conflict do nothing`,
      [arrayLiteral(dcUser), arrayLiteral(dcCat)],
    );
    done += n;
    console.log(`  designers ${done}/${targetDesigners} (${since()})`);
  }
  const designerIds = (await query('select user_id from designers order by user_id')).map((r) => r.user_id);

  // — 4. works (oldest first, so ids and created_at rise together) —
  const [{ n: haveWorks }] = await query('select count(*)::int as n from works');
  console.log(`works: ${haveWorks} present, target ${targetWorks}`);
  if (haveWorks < targetWorks) {
    await query('alter table works disable trigger user');
    try {
      for (let done = haveWorks; done < targetWorks; ) {
        const n = Math.min(BATCH, targetWorks - done);
        const cols = {
          user: [],
          title: [],
          type: [],
          sub: [],
          cat: [],
          cover: [],
          w: [],
          h: [],
          likes: [],
          views: [],
          at: [],
        };
        for (let i = 0; i < n; i++) {
          const c = pick(covers);
          const likes = Math.floor(Math.exp(rand() * 8)) - 1;
          cols.user.push(pick(designerIds));
          cols.title.push(title());
          cols.type.push(chance(0.1) ? 2 : 1);
          cols.sub.push(chance(0.3) ? 2 : 1);
          cols.cat.push(chance(0.05) ? null : pick(categories));
          cols.cover.push(c.cover);
          cols.w.push(c.cover_width);
          cols.h.push(c.cover_height);
          cols.likes.push(likes);
          cols.views.push(likes * 8 + Math.floor(rand() * 200));
          // Older than the demo seed's works, spread over three years.
          cols.at.push(
            new Date(now - 3 * YEAR + ((done + i) / targetWorks) * (3 * YEAR - 7 * 24 * 3600 * 1000)).toISOString(),
          );
        }
        await query(
          `insert into works (user_id, title, works_type, works_sub_type, category_id, cover, cover_width, cover_height, like_count, view_count, created_at)
           select * from unnest($1::int[], $2::text[], $3::smallint[], $4::smallint[], $5::int[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::timestamptz[])`,
          Object.values(cols).map(arrayLiteral),
        );
        done += n;
        if (done % 50_000 < BATCH || done === targetWorks) console.log(`  works ${done}/${targetWorks} (${since()})`);
      }
    } finally {
      await query('alter table works enable trigger user');
    }
  }

  // — 5. tasks (oldest first, like works) —
  const [{ n: haveTasks }] = await query('select count(*)::int as n from tasks where task_kind = 1');
  if (targetTasks > 0) console.log(`tasks: ${haveTasks} present, target ${targetTasks}`);
  const employers = (await query('select user_id from users where not is_designer order by user_id limit 500')).map(
    (r) => r.user_id,
  );
  const taskNames = ['设计', '插画', '海报设计', 'LOGO设计', '包装设计', '详情页设计', 'IP形象设计'];
  // 招募中 35 %, 进行中 15 %, 待验收 5 %, 已完成 30 %, 已关闭 10 %, 待沟通 5 %.
  const statusOf = (r) => (r < 0.35 ? 1 : r < 0.5 ? 2 : r < 0.55 ? 6 : r < 0.85 ? 3 : r < 0.95 ? 4 : 5);
  for (let done = haveTasks; done < targetTasks; ) {
    const n = Math.min(BATCH, targetTasks - done);
    const cols = { employer: [], name: [], status: [], cat: [], props: [], amount: [], max: [], hired: [], at: [] };
    for (let i = 0; i < n; i++) {
      const status = statusOf(rand());
      cols.employer.push(pick(employers));
      cols.name.push(`${pick(BRANDS)}${pick(SUBJECTS)}${pick(taskNames)}`.slice(0, 20));
      cols.status.push(status);
      cols.cat.push(status === 5 || chance(0.05) ? null : pick(categories));
      cols.props.push(2 + Math.floor(rand() * 3));
      cols.amount.push((1 + Math.floor(rand() * 500)) * 100);
      cols.max.push(pick([5, 8, 10, 15, 20, 30]));
      cols.hired.push(status === 2 || status === 3 || status === 6 ? pick(designerIds) : null);
      // Older than the demo seed's tasks, spread over three years.
      cols.at.push(
        new Date(now - 3 * YEAR + ((done + i) / targetTasks) * (3 * YEAR - 30 * 24 * 3600 * 1000)).toISOString(),
      );
    }
    const inserted = await query(
      `insert into tasks (employer_id, task_name, task_status, category_id, task_properties, task_amount, max_order_apply_count, hired_designer_id, created_at, updated_at, description, task_kind)
       select e, nm, s, c, p, a, m, h, t, t, '', 1 from unnest($1::int[], $2::text[], $3::smallint[], $4::int[], $5::smallint[], $6::numeric[], $7::int[], $8::int[], $9::timestamptz[])
         as x(e, nm, s, c, p, a, m, h, t)
       returning order_id, task_status, max_order_apply_count, hired_designer_id`,
      Object.values(cols).map(arrayLiteral),
    );
    // Applicants: a few on the open tasks, the hired designer on the others.
    const apUser = [];
    const apTask = [];
    const apStatus = [];
    for (const t of inserted) {
      if (t.hired_designer_id !== null) {
        apTask.push(t.order_id);
        apUser.push(t.hired_designer_id);
        apStatus.push(2);
      } else if (t.task_status === 1) {
        const k = Math.floor(rand() * Math.min(4, t.max_order_apply_count));
        const chosen = new Set();
        while (chosen.size < k) chosen.add(pick(designerIds));
        for (const u of chosen) {
          apTask.push(t.order_id);
          apUser.push(u);
          apStatus.push(1);
        }
      }
    }
    await query(
      `insert into task_applications (order_id, user_id, status, created_at)
       select o, u, s, now() from unnest($1::int[], $2::int[], $3::smallint[]) as x(o, u, s) on conflict do nothing`,
      [arrayLiteral(apTask), arrayLiteral(apUser), arrayLiteral(apStatus)],
    );
    done += n;
    if (done % 50_000 < BATCH || done === targetTasks) console.log(`  tasks ${done}/${targetTasks} (${since()})`);
  }

  // — 6. conversations and messages (issue 23), when asked —
  if (targetConversations > 0)
    await seedConversations(
      { query, arrayLiteral, since },
      {
        target: targetConversations,
        employers: Number(argOf('employers') ?? 10_000),
        busiest: Number(argOf('busiest') ?? 2_500),
      },
    );

  // — 7. what the disabled triggers keep, recomputed once; statistics —
  console.log(`recomputing title gram frequencies and works counts (${since()})…`);
  await query('delete from works_title_gram_df');
  await query(
    `insert into works_title_gram_df (gram, df) select g, count(*) from works, unnest(cjk_grams(lower(title))) as g group by g`,
  );
  await query(
    `update designers d set works_count = coalesce(c.n, 0)
     from designers d2 left join (select user_id, count(*)::int as n from works group by user_id) as c on c.user_id = d2.user_id
     where d2.user_id = d.user_id and d.works_count is distinct from coalesce(c.n, 0)`,
  );
  console.log(`vacuum analyze (${since()})…`);
  for (const table of [
    'users',
    'designers',
    'designer_categories',
    'works',
    'works_title_gram_df',
    'tasks',
    'task_applications',
    'conversations',
    'conversation_members',
    'messages',
  ]) {
    await query(`vacuum analyze ${table}`);
  }
  const [{ works, designers, tasks, conversations, messages }] = await query(
    `select (select count(*)::int from works) as works, (select count(*)::int from designers) as designers,
            (select count(*)::int from tasks) as tasks, (select count(*)::int from conversations) as conversations,
            (select count(*)::int from messages) as messages`,
  );
  console.log(
    `done: ${works} works, ${designers} designers, ${tasks} tasks, ${conversations} conversations, ${messages} messages in ${since()}`,
  );
} finally {
  await close();
}

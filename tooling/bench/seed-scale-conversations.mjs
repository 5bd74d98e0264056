// Conversations at scale for seed-scale.mjs `--conversations N` (issue 23: the conversation list at scale).
//
// Tops the conversations up to N between new employers (`--employers`, mobiles 16 + 9 digits, names from the
// word lists) and the designers present, ~10 messages each on average (1–19, both sides in turn), so N =
// 200 000 gives ≈ 2 000 000 messages. The busiest user is the demo designer 13800000001: `--busiest K`
// conversations (default 2 500) with distinct employers. About 30 % are about a seeded task (any task: the
// list only shows its name and status), the rest are inquiries. Each participant's member row has the last
// message's time; the recipient of the last message has 1–3 unread on a third of the conversations.
//
// Conversation pairs come from the seeded PRNG (on conflict skipped and topped up); messages, member rows and
// each conversation's last message are written in SQL per batch (generate_series), the same on both drivers.
// The employers have the demo accounts' password (bazaar-demo-2026), so scale.mjs can log them in.
import { chance, nickname, pick, rand } from './seed-scale-words.mjs';

const BATCH = 5_000;
const DAY = 24 * 3600 * 1000;
const BODIES = [
  '您好，想咨询一下这个需求',
  '可以的，方便说一下预算和时间吗',
  '预算大概两千左右，下周五前要初稿',
  '好的，我先整理几个方向给您看看',
  '这是参考图，风格希望再简洁一些',
  '收到，今晚发您第一版草图',
  '颜色能不能再暖一点？',
  '已按意见修改，请查收',
  '辛苦了，整体很满意',
  '源文件稍后打包发给您',
];

/**
 * `arrayLiteral` and `query` are seed-scale.mjs's (one text parameter per column, either driver).
 * Answers the number of conversations added.
 */
export async function seedConversations({ query, arrayLiteral, since }, { target, employers, busiest }) {
  const [{ n: have }] = await query('select count(*)::int as n from conversations');
  console.log(`conversations: ${have} present, target ${target}`);
  if (have >= target) return 0;

  // — employers (new users, not designers) —
  const [{ n: haveEmployers }] = await query(`select count(*)::int as n from users where mobile like '16%'`);
  for (let done = haveEmployers; done < employers; ) {
    const n = Math.min(BATCH, employers - done);
    const mobiles = [];
    const names = [];
    for (let i = 0; i < n; i++) {
      mobiles.push(`16${String(done + i).padStart(9, '0')}`);
      names.push(nickname());
    }
    await query(
      `insert into users (mobile, nick_name, is_designer, created_at)
       select m, nn, false, now() - interval '2 years' from unnest($1::text[], $2::text[]) as t(m, nn)
       on conflict (mobile) do nothing`,
      [arrayLiteral(mobiles), arrayLiteral(names)],
    );
    done += n;
  }
  // The bench logs in by password (SMS codes are 5 a day per mobile): the demo accounts' password.
  await query(
    `update users set password_hash = (select password_hash from users where mobile = '13800000001')
     where mobile like '16%' and password_hash is null`,
  );
  const employerIds = (await query(`select user_id from users where mobile like '16%' order by user_id`)).map(
    (r) => r.user_id,
  );
  const designerIds = (await query('select user_id from designers order by user_id')).map((r) => r.user_id);
  const taskIds = (await query('select order_id from tasks order by order_id')).map((r) => r.order_id);
  const [star] = await query(`select user_id from users where mobile = '13800000001'`);
  if (!star || employerIds.length < busiest) throw new Error('the demo designer or enough employers is missing');
  console.log(`  ${employerIds.length} employers, ${designerIds.length} designers, ${taskIds.length} tasks`);

  // — conversations, members and messages, a batch at a time —
  const now = Date.now();
  let added = 0;
  let starLeft = Math.max(
    0,
    busiest -
      Number((await query('select count(*)::int as n from conversations where designer_id = $1', [star.user_id]))[0].n),
  );
  let starNext = 0;
  while (have + added < target) {
    const n = Math.min(BATCH, target - have - added);
    const cols = { order: [], employer: [], designer: [], at: [] };
    for (let i = 0; i < n; i++) {
      const toStar = starLeft > 0 && (chance(0.2) || target - have - added - i <= starLeft);
      if (toStar) starLeft--;
      cols.order.push(!toStar && taskIds.length && chance(0.3) ? pick(taskIds) : null);
      cols.employer.push(toStar ? employerIds[starNext++] : pick(employerIds));
      cols.designer.push(toStar ? star.user_id : pick(designerIds));
      // Last activity spread over a year, the conversation opened up to 30 days before it.
      cols.at.push(new Date(now - rand() * 365 * DAY - 30 * DAY).toISOString());
    }
    const ids = await query(
      `insert into conversations (order_id, employer_id, designer_id, created_at, updated_at)
       select o, e, d, t, t from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[]) as x(o, e, d, t)
       on conflict do nothing
       returning conversation_id`,
      Object.values(cols).map(arrayLiteral),
    );
    if (ids.length === 0) continue;
    const first = Math.min(...ids.map((r) => r.conversation_id));
    const last = Math.max(...ids.map((r) => r.conversation_id));
    // 1–19 messages (≈ 10), both sides in turn, a few minutes apart; the last one at the activity time.
    await query(
      `insert into messages (conversation_id, sender_id, client_id, kind, body, created_at)
       select c.conversation_id, case when (g + c.conversation_id) % 2 = 0 then c.employer_id else c.designer_id end,
              'seed-' || g, 'text', ($3::text[])[1 + (c.conversation_id * 31 + g) % ${BODIES.length}],
              c.updated_at - ((1 + (c.conversation_id * 7919) % 19) - g) * interval '7 minutes'
       from conversations c, generate_series(1, 1 + (c.conversation_id * 7919) % 19) as g
       where c.conversation_id between $1 and $2
       order by c.conversation_id, g`,
      [first, last, arrayLiteral(BODIES)],
    );
    await query(
      `update conversations c set last_message_id = m.id
       from (select conversation_id, max(message_id) as id from messages
             where conversation_id between $1 and $2 group by conversation_id) as m
       where m.conversation_id = c.conversation_id`,
      [first, last],
    );
    // The last message's recipient has 1–3 unread on a third of the conversations.
    await query(
      `insert into conversation_members (conversation_id, user_id, last_read_message_id, unread_count, updated_at, has_messages)
       select c.conversation_id, u.user_id,
              c.last_message_id - x.unread, x.unread, c.updated_at, true
       from conversations c
       join messages m on m.message_id = c.last_message_id
       cross join lateral (values (c.employer_id), (c.designer_id)) as u(user_id)
       cross join lateral (select case when u.user_id <> m.sender_id and c.conversation_id % 3 = 0
                                       then 1 + (c.conversation_id / 3) % 3 else 0 end as unread) as x
       where c.conversation_id between $1 and $2
       on conflict do nothing`,
      [first, last],
    );
    added += ids.length;
    if ((have + added) % 50_000 < BATCH || have + added >= target)
      console.log(`  conversations ${have + added}/${target} (${since()})`);
  }
  return added;
}

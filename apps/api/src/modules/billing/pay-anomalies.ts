/**
 * Payment anomalies (issue 33): authentic notifications that moved nothing, kept for the operators. A company
 * retries a notification until it is acknowledged, and we acknowledge these (nothing will ever make them
 * right by retrying), so one row per company, trade and kind counts how often it came.
 */
import type { PayAnomaly } from '@bazaar/domain/api';
import type { Page } from '@bazaar/domain/entities';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isoTime, pageWindow } from '../../db/sql-helpers';
import { fenOf } from './ledger.repository';
import type { Deps } from '../../services/deps';

export interface AnomalyRecord {
  provider: string;
  kind: PayAnomaly['kind'];
  outTradeNo: string;
  tradeNo: string | null;
  notifiedFen: number | null;
  orderFen: number | null;
  orderId: number | null;
  at: Date;
}

/** Records one (or counts a repeat of one); safe under concurrent duplicates. */
export async function recordPayAnomaly(db: Db, a: AnomalyRecord): Promise<void> {
  await db
    .insertInto('pay_anomalies')
    .values({
      provider: a.provider,
      kind: a.kind,
      out_trade_no: a.outTradeNo.slice(0, 64),
      trade_no: a.tradeNo?.slice(0, 64) ?? null,
      notified_amount_fen: a.notifiedFen,
      order_amount_fen: a.orderFen,
      order_id: a.orderId,
      created_at: a.at,
      last_seen_at: a.at,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'out_trade_no', 'kind']).doUpdateSet({
        times: sql`pay_anomalies.times + 1`,
        last_seen_at: a.at,
      }),
    )
    .execute();
}

/** The operators' list, most recently seen first. */
export async function payAnomalyPage(
  deps: Pick<Deps, 'db'>,
  { current, pageSize }: { current: number; pageSize: number },
): Promise<Page<PayAnomaly>> {
  const { limit, offset } = pageWindow(current, pageSize);
  const [rows, count] = await Promise.all([
    deps.db
      .selectFrom('pay_anomalies')
      .selectAll()
      .orderBy('last_seen_at', 'desc')
      .orderBy('anomaly_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    deps.db
      .selectFrom('pay_anomalies')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      anomalyId: r.anomaly_id,
      provider: r.provider,
      kind: r.kind as PayAnomaly['kind'],
      outTradeNo: r.out_trade_no,
      tradeNo: r.trade_no,
      notifiedAmount: r.notified_amount_fen === null ? null : fenOf(r.notified_amount_fen),
      orderAmount: r.order_amount_fen === null ? null : fenOf(r.order_amount_fen),
      orderId: r.order_id,
      times: r.times,
      createdAt: isoTime(r.created_at),
      lastSeenAt: isoTime(r.last_seen_at),
    })),
    total: count.n,
    current,
    pageSize,
  };
}

/**
 * Reconciliation (issue 33, `npm run pay:reconcile`): each company's trade bill of one China day against our
 * books. Every difference is listed — paid there and not here (a payment we never settled), paid here and not
 * there (a payment the company does not know), and amounts that differ — so an operator looks before the
 * money is wrong for long. Refunds are compared with our confirmed ones (`ourDoneRefunds`, what the command passes);
 * a caller without them gets a report that says refunds were not compared.
 */
import { PAY_ORDER_STATUS } from '@bazaar/domain/api';
import type { Db } from '../../db/database';
import type { BillLine, PayProviderName } from '../../services/payment/gateway';
import * as repo from './billing.repository';
import { fenOf } from './ledger.repository';
import type { Deps } from '../../services/deps';

/** Our refunds of one company and China day (the refunds module fills this in). */
export type OurRefunds = (
  db: Db,
  provider: PayProviderName,
  date: string,
) => Promise<{ outRefundNo: string; outTradeNo: string; amountFen: number }[]>;

/** Our confirmed refunds of a company's China day, as its bill should list them. */
export const ourDoneRefunds: OurRefunds = async (db, provider, date) => {
  const { from, to } = chinaDayRange(date);
  const rows = await repo.doneRefundsBetween(db, provider, from, to);
  return rows.map((r) => ({
    outRefundNo: r.out_refund_no,
    outTradeNo: r.out_trade_no,
    amountFen: fenOf(r.amount_fen),
  }));
};

export interface ReconcileDifference {
  provider: PayProviderName;
  what: 'payment' | 'refund';
  kind: 'there_not_here' | 'here_not_there' | 'amount';
  outTradeNo: string;
  outRefundNo?: string;
  /** Ours in fen, or null when we have none. */
  ourFen: number | null;
  /** The company's in fen, or null when its bill has none. */
  theirFen: number | null;
  /** Our order's status when it exists but is not counted as paid that day. */
  ourStatus?: number;
}

export interface ReconcileReport {
  date: string;
  providers: { provider: PayProviderName; billLines: number; ourPayments: number; error?: string }[];
  differences: ReconcileDifference[];
  refundsCompared: boolean;
}

/** [from, to) of a China calendar day (UTC+8, no daylight saving). */
export function chinaDayRange(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** The China calendar day of a time. */
export const chinaDayOf = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export async function reconcilePayments(
  deps: Pick<Deps, 'db' | 'gateways'>,
  { date, ourRefunds }: { date: string; ourRefunds?: OurRefunds | undefined },
): Promise<ReconcileReport> {
  const { from, to } = chinaDayRange(date);
  const report: ReconcileReport = { date, providers: [], differences: [], refundsCompared: ourRefunds !== undefined };
  for (const gateway of deps.gateways.list) {
    const provider = gateway.name;
    let bill: BillLine[];
    try {
      bill = await gateway.tradeBill(date);
    } catch (err) {
      report.providers.push({
        provider,
        billLines: 0,
        ourPayments: 0,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      continue;
    }
    const ours = await repo.paidPayOrdersBetween(deps.db, { provider, from, to });
    report.providers.push({ provider, billLines: bill.length, ourPayments: ours.length });
    const ourByNo = new Map(ours.map((o) => [o.out_trade_no, fenOf(o.amount_fen)]));
    const theirs = new Map<string, number>();
    for (const line of bill.filter((l) => l.kind === 'payment')) {
      theirs.set(line.outTradeNo, (theirs.get(line.outTradeNo) ?? 0) + line.amountFen);
    }
    const missingHere = [...theirs.keys()].filter((no) => !ourByNo.has(no));
    const ourOthers = new Map(
      (await repo.payOrdersByTradeNos(deps.db, provider, missingHere)).map((o) => [o.out_trade_no, o]),
    );
    for (const [outTradeNo, theirFen] of theirs) {
      const ourFen = ourByNo.get(outTradeNo);
      if (ourFen === undefined) {
        const other = ourOthers.get(outTradeNo);
        report.differences.push({
          provider,
          what: 'payment',
          kind: 'there_not_here',
          outTradeNo,
          ourFen: other ? fenOf(other.amount_fen) : null,
          theirFen,
          ...(other ? { ourStatus: other.status } : {}),
        });
      } else if (ourFen !== theirFen) {
        report.differences.push({ provider, what: 'payment', kind: 'amount', outTradeNo, ourFen, theirFen });
      }
    }
    for (const [outTradeNo, ourFen] of ourByNo) {
      if (!theirs.has(outTradeNo)) {
        report.differences.push({
          provider,
          what: 'payment',
          kind: 'here_not_there',
          outTradeNo,
          ourFen,
          theirFen: null,
        });
      }
    }
    if (!ourRefunds) continue;
    const ourRefundList = await ourRefunds(deps.db, provider, date);
    const ourRefundByNo = new Map(ourRefundList.map((r) => [r.outRefundNo, r]));
    const theirRefunds = bill.filter((l) => l.kind === 'refund');
    for (const line of theirRefunds) {
      const no = line.outRefundNo ?? '';
      const ourRefund = ourRefundByNo.get(no);
      if (!ourRefund || ourRefund.amountFen !== line.amountFen) {
        report.differences.push({
          provider,
          what: 'refund',
          kind: ourRefund ? 'amount' : 'there_not_here',
          outTradeNo: line.outTradeNo,
          outRefundNo: no,
          ourFen: ourRefund?.amountFen ?? null,
          theirFen: line.amountFen,
        });
      }
    }
    const theirRefundNos = new Set(theirRefunds.map((l) => l.outRefundNo ?? ''));
    for (const r of ourRefundList) {
      if (!theirRefundNos.has(r.outRefundNo)) {
        report.differences.push({
          provider,
          what: 'refund',
          kind: 'here_not_there',
          outTradeNo: r.outTradeNo,
          outRefundNo: r.outRefundNo,
          ourFen: r.amountFen,
          theirFen: null,
        });
      }
    }
  }
  return report;
}

const yuan = (fen: number | null) => (fen === null ? '—' : `${fen} fen (${(fen / 100).toFixed(2)})`);
const KIND_TEXT: Record<ReconcileDifference['kind'], string> = {
  there_not_here: 'paid there, not here',
  here_not_there: 'paid here, not there',
  amount: 'amount differs',
};
const STATUS_TEXT: Record<number, string> = Object.fromEntries(
  Object.entries(PAY_ORDER_STATUS).map(([name, code]) => [code, name]),
);

/** Writes the report for an operator; answers the exit code: 0 no difference, 1 differences, 2 a bill not read. */
export function printReconciliation(report: ReconcileReport, out: (line: string) => void): 0 | 1 | 2 {
  out(`Reconciling ${report.date} (China time)…`);
  for (const p of report.providers) {
    out(
      p.error
        ? `  ${p.provider}: the trade bill could not be read — ${p.error}`
        : `  ${p.provider}: ${p.billLines} bill line(s), ${p.ourPayments} payment(s) in our books`,
    );
  }
  if (!report.refundsCompared) out('  refunds: not compared yet (payments only).');
  for (const d of report.differences) {
    const refund = d.outRefundNo ? ` refund ${d.outRefundNo}` : '';
    const status = d.ourStatus !== undefined ? ` (our order is ${STATUS_TEXT[d.ourStatus] ?? d.ourStatus})` : '';
    out(
      `  DIFF ${d.provider} ${d.what} ${d.outTradeNo}${refund}: ${KIND_TEXT[d.kind]} — ours ${yuan(d.ourFen)}, theirs ${yuan(d.theirFen)}${status}`,
    );
  }
  if (report.providers.some((p) => p.error)) return 2;
  if (report.differences.length > 0) {
    out(`${report.differences.length} difference(s).`);
    return 1;
  }
  out('No differences.');
  return 0;
}

/** Table types: The ledger (migration 0010), bills, pay orders, bank cards and payouts. */
import type { ColumnType, Generated } from 'kysely';
import type { BigIntColumn, NullableTimestamp, Timestamp } from './columns';

export interface LedgerMovementsTable {
  movement_id: Generated<number>;
  kind: string;
  order_id: number | null;
  pay_order_id: number | null;
  payout_id: number | null;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  entry_id: Generated<number>;
  movement_id: number;
  account: string;
  user_id: number | null;
  amount_fen: BigIntColumn;
  created_at: Timestamp;
}

export interface LedgerBalancesTable {
  account: string;
  user_id: number | null;
  order_id: number | null;
  balance_fen: BigIntColumn;
}

export interface BillsTable {
  bill_id: Generated<number>;
  user_id: number;
  movement_id: number;
  kind: string;
  title: string;
  amount_fen: BigIntColumn;
  order_id: number | null;
  created_at: Timestamp;
}

export interface PayOrdersTable {
  pay_order_id: Generated<number>;
  out_trade_no: string;
  order_id: number;
  payer_id: number;
  amount_fen: BigIntColumn;
  provider: string;
  status: Generated<number>;
  trade_no: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  /** Issue 33: how the payer pays (`native`, `h5`, `jsapi`, `page`, `wap`, `sandbox`). */
  channel: Generated<string>;
  /** What the company's create answered (the cashier's PaymentStart as JSON); null until it answered. */
  pay_start: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last time the company was asked about this order (shared by every api process). */
  queried_at: NullableTimestamp;
}

export interface BankCardsTable {
  card_id: Generated<number>;
  user_id: number;
  holder_name: string;
  bank_name: string;
  card_no: string;
  created_at: Timestamp;
}

export interface PayoutsTable {
  payout_id: Generated<number>;
  user_id: number;
  card_id: number;
  amount_fen: BigIntColumn;
  status: Generated<number>;
  provider: string;
  transfer_ref: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface PayAnomaliesTable {
  anomaly_id: Generated<number>;
  provider: string;
  kind: string;
  out_trade_no: string;
  trade_no: string | null;
  notified_amount_fen: BigIntColumn | null;
  order_amount_fen: BigIntColumn | null;
  order_id: number | null;
  times: Generated<number>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

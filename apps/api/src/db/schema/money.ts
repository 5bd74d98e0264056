/** Table types: The ledger (migration 0010), bills, pay orders, bank cards and payouts. */
import type { PayoutStatus } from '@bazaar/domain/rules';
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
  /** Only for a payout to a bank card (migration 0024). */
  card_id: number | null;
  amount_fen: BigIntColumn;
  /** PAYOUT_STATUS (trusted as the union on reading, like tasks.task_status: see TasksTable). */
  status: Generated<PayoutStatus>;
  provider: string;
  transfer_ref: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  // Migration 0024 (issue 33)
  target: Generated<string>;
  target_masked: string | null;
  /** The transfer's target as asked (JSON), so a retry asks the same. */
  target_detail: string | null;
  /** Whether the company has answered the transfer once (then the job queries; before, it asks again). */
  asked: Generated<boolean>;
  package_info: string | null;
  fail_reason: string | null;
  next_check_at: Timestamp | null;
  tries: Generated<number>;
}

/** Refunds through the payment company (migration 0024, issue 33). */
export interface RefundsTable {
  refund_id: Generated<number>;
  out_refund_no: string;
  pay_order_id: number;
  order_id: number;
  user_id: number;
  provider: string;
  amount_fen: BigIntColumn;
  total_fen: BigIntColumn;
  reason: string;
  status: Generated<string>;
  refund_ref: string | null;
  fail_reason: string | null;
  created_at: Timestamp;
  next_check_at: Timestamp;
  tries: Generated<number>;
  finished_at: Timestamp | null;
}

/** A designer's Alipay payout account (migration 0024). */
export interface PayoutAccountsTable {
  user_id: number;
  alipay_account: string;
  alipay_name: string;
  updated_at: Timestamp;
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

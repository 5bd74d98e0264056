/**
 * What WeChat Pay API v3 answers and notifies, as far as the gateway reads it. Unknown fields pass
 * (WeChat adds fields over time); a missing or mistyped field we rely on is a parse failure.
 */
import { z } from 'zod';

const fen = z.number().int().nonnegative();

/** A 4xx/5xx answer's body. */
export const errorAnswer = z.object({ code: z.string(), message: z.string().optional() });

export const nativeAnswer = z.object({ code_url: z.string().min(1) });
export const h5Answer = z.object({ h5_url: z.string().min(1) });
export const jsapiAnswer = z.object({ prepay_id: z.string().min(1) });

/** A payment (query answer, and the decrypted `transaction` of TRANSACTION.SUCCESS). */
export const transaction = z.object({
  mchid: z.string().optional(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string().min(1),
  success_time: z.string().optional(),
  amount: z.object({ total: fen.optional(), payer_total: fen.optional() }).optional(),
});

/** A refund (create/query answer, and the decrypted `refund` of REFUND.*; the notification names it `refund_status`). */
export const refund = z.object({
  out_refund_no: z.string().min(1),
  refund_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  status: z.string().optional(),
  refund_status: z.string().optional(),
  amount: z.object({ refund: fen, total: fen.optional() }).optional(),
});

/** A merchant transfer (create/query answer, and the decrypted resource of MCHTRANSFER.BILL.FINISHED). */
export const transferBill = z.object({
  mch_id: z.string().optional(),
  out_bill_no: z.string().min(1),
  transfer_bill_no: z.string().optional(),
  state: z.string().min(1),
  package_info: z.string().optional(),
  fail_reason: z.string().optional(),
});

export const tradeBillAnswer = z.object({
  hash_type: z.string(),
  hash_value: z.string().min(1),
  download_url: z.string().min(1),
});

/** A notification's envelope; `resource` is AEAD_AES_256_GCM-encrypted. */
export const notification = z.object({
  id: z.string().optional(),
  create_time: z.string().optional(),
  event_type: z.string().min(1),
  resource_type: z.string().optional(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

/**
 * What is left of the single-provider seam of issue 9 (docs/decisions/011): the payouts' bank-card transfer.
 * Everything else goes through `PaymentGateways` (issue 33); `billing.payouts.ts` still calls `transfer` here
 * until the payouts move onto the gateways, and then this file goes. It is the default gateway's transfer
 * to a bank card, under the same outbound number (`P{payoutId}`) whichever way it is asked.
 */
import type { PaymentGateways } from './gateways';

export interface TransferRequest {
  payoutId: number;
  amount: number;
  cardNo: string;
  holderName: string;
}

export interface TransferResult {
  status: 'paid' | 'failed';
  ref: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Pays a payout out to a bank card. */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

/** The payouts' view of the gateways: the first configured one's bank-card transfer. */
export function payoutProviderOf(gateways: PaymentGateways): PaymentProvider {
  const gateway = gateways.default;
  return {
    name: gateway.name,
    async transfer(request) {
      const outBillNo = `P${request.payoutId}`;
      const state = await gateway.transfer({
        outBillNo,
        amountFen: request.amount,
        target: { kind: 'bankcard', cardNo: request.cardNo, holderName: request.holderName, bankName: '' },
        remark: '设计集市提现',
      });
      if (state.status === 'done') return { status: 'paid', ref: state.ref ?? outBillNo };
      if (state.status === 'failed') return { status: 'failed', ref: state.ref ?? outBillNo };
      // The old seam knows no "under way": the payout stays processing (its second transaction never runs)
      // rather than give money back that may still arrive.
      throw new Error(`payout ${request.payoutId}: transfer ${state.status}, not final`);
    },
  };
}

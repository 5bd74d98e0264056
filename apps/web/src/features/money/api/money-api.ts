/**
 * The money pages' reads and writes (issue 9). Keys start with MONEY_KEY so a payment or a payout
 * refreshes every money read at once.
 */
import type { BillRow, Payout } from '@bazaar/domain/api';
import { BILL_PAGE_SIZE } from '@bazaar/domain/rules/money-view';
import type { BillKind } from '@bazaar/domain/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, throwIfLoadFailure, usePageQuery } from '@/shared/lib/load-error';

export const MONEY_KEY = ['money'] as const;

export function useAccount() {
  return useQuery({
    queryKey: [...MONEY_KEY, 'account'],
    queryFn: async () => dataOr(await callApi('getMyAccountInfo'), null),
  });
}

export function useBills(current: number, month: string | undefined, kind: BillKind | undefined) {
  return useQuery({
    queryKey: [...MONEY_KEY, 'bills', current, month, kind],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const [page, summary] = await Promise.all([
        callApi('getMyAccountKeepPage', { current, pageSize: BILL_PAGE_SIZE, month, kind }),
        callApi('getMyAccountKeepSummary', { month, kind }),
      ]);
      return { page: dataOr(page, emptyPage<BillRow>()), summary: dataOr(summary, { income: 0, expense: 0 }) };
    },
  });
}

/** The cashier's order for a task (created or reused on the server); null with the reason when refused. */
export function useCashierOrder(orderId: number) {
  return usePageQuery({
    queryKey: [...MONEY_KEY, 'cashier', orderId],
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await callApi('createTaskPayOrder', { orderId }, { silent: true });
      throwIfLoadFailure(result); // 加载失败 with 重试; a refusal (not the task's employer, say) is shown below
      return result.success ? { order: result.data, refused: null } : { order: null, refused: result.resultMessage };
    },
  });
}

/** A pay order, polled every 2 s while it is pending (the provider's callback may still come). */
export function usePayOrder(payOrderId: number) {
  return usePageQuery({
    queryKey: [...MONEY_KEY, 'order', payOrderId],
    queryFn: async () => {
      return detailOrNull(await callApi('getPayOrderInfo', { payOrderId }, DETAIL_CALL));
    },
    refetchInterval: (query) => (query.state.data?.status === 0 ? 2000 : false),
  });
}

export function useBankCards(enabled: boolean) {
  return useQuery({
    queryKey: [...MONEY_KEY, 'cards'],
    enabled,
    queryFn: async () => dataOr(await callApi('getMyBankCards'), []),
  });
}

/** A designer's payout accounts (issue 33): the masked Alipay account, WeChat bound, where payouts may go. */
export function usePayoutAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...MONEY_KEY, 'payout-accounts'],
    enabled,
    queryFn: async () => dataOr(await callApi('getMyPayoutAccounts'), null),
  });
}

/** The designer's latest payouts with their progress (处理中, 待确认收款, 提现失败 and why). */
export function useRecentPayouts(enabled: boolean) {
  return useQuery({
    queryKey: [...MONEY_KEY, 'payouts'],
    enabled,
    queryFn: async () => dataOr(await callApi('getMyPayoutPage', { current: 1, pageSize: 5 }), emptyPage<Payout>()),
  });
}

/** Runs one money write; refreshes every read after a success. */
export function useMoneyAction() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(write: () => Promise<{ success: boolean; data: T | null }>): Promise<T | null> => {
      setBusy(true);
      try {
        const result = await write();
        if (!result.success) return null;
        // Money changes what other pages show too (a task's escrow, its actions): refresh every read.
        await client.invalidateQueries();
        return result.data;
      } finally {
        setBusy(false);
      }
    },
    [client],
  );
  return { run, busy };
}

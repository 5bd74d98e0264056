/**
 * The money pages' reads and writes (issue 9). Keys start with MONEY_KEY so a payment or a payout
 * refreshes every money read at once.
 */
import type { BillRow, PayOrder, Payout } from '@bazaar/domain/api';
import { cashierFailureOf, PAY_CHANNEL_DOWN, payPollDelay, type PayOption } from '@bazaar/domain/rules/cashier';
import { BILL_PAGE_SIZE } from '@bazaar/domain/rules/money-view';
import type { BillKind } from '@bazaar/domain/rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '@bazaar/react/change';
import { useCallback } from 'react';
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

/** What the cashier may offer this payer (each configured company with the channel fitting this device). */
export function usePayChannels() {
  return usePageQuery({
    queryKey: [...MONEY_KEY, 'channels'],
    staleTime: 60_000,
    queryFn: async () => {
      const result = await callApi('getPayChannels', undefined, DETAIL_CALL);
      throwIfLoadFailure(result);
      return result.success && result.data ? result.data.options : [];
    },
  });
}

/**
 * The cashier's order for a task with the chosen company (created or reused on the server). A network failure is
 * 加载失败 with 重试; the company being down stays in the page (`down`, with 重试 and the other companies); a
 * refusal about the task (not the employer's, already held) ends the page (`refused`). rules/cashier decides which.
 */
export function useCashierOrder(orderId: number, option: PayOption | null) {
  return usePageQuery({
    queryKey: [...MONEY_KEY, 'cashier', orderId, option?.provider, option?.channel],
    enabled: option !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const input = option ? { orderId, provider: option.provider, channel: option.channel } : { orderId };
      const result = await callApi('createTaskPayOrder', input, { silent: true });
      if (result.success && result.data) return { order: result.data, refused: null, down: null };
      const failure = cashierFailureOf(result);
      if (failure === 'load') throwIfLoadFailure(result);
      return failure === 'channel'
        ? { order: null, refused: null, down: result.resultMessage || PAY_CHANNEL_DOWN }
        : { order: null, refused: result.resultMessage, down: null };
    },
  });
}

/** A hidden tab asks nothing (the query library pauses intervals there too); the rule also stops after expiry. */
const pollInterval = (order: PayOrder | null | undefined): number | false =>
  payPollDelay(order, Date.now(), document.visibilityState !== 'hidden') ?? false;

/**
 * A pay order, asked again every 2.5 s while it is pending (the api then asks the company, so a payment whose
 * notification is late still shows): /pay/confirm, and the open cashier from the order it just created.
 */
export function usePayOrder(payOrderId: number, initial?: PayOrder) {
  return usePageQuery({
    queryKey: [...MONEY_KEY, 'order', payOrderId],
    queryFn: async () => {
      return detailOrNull(await callApi('getPayOrderInfo', { payOrderId }, DETAIL_CALL));
    },
    ...(initial ? { initialData: initial } : {}),
    staleTime: 1000,
    refetchInterval: (query) => pollInterval(query.state.data),
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
/**
 * A money write's result: its data once it succeeded — then every read refreshes, since money changes what other
 * pages show too (a task's escrow, its actions) — or null (the client has said why).
 */
export function useMoneyWrite() {
  const client = useQueryClient();
  return useCallback(
    async <T>(write: () => Promise<{ success: boolean; data: T | null }>): Promise<T | null> => {
      const result = await write();
      if (!result.success) return null;
      await client.invalidateQueries();
      return result.data;
    },
    [client],
  );
}

/**
 * A money write with `busy` while it runs (@bazaar/react/change: a second one while it runs is not started and
 * answers null, as a refusal does).
 */
export function useMoneyAction() {
  const write = useMoneyWrite();
  const { run: change, busy } = useChange((work: () => Promise<unknown>) => work(), null);
  const run = useCallback(
    async <T>(work: () => Promise<{ success: boolean; data: T | null }>): Promise<T | null> =>
      (await change(() => write(work))) as T | null,
    [change, write],
  );
  return { run, busy };
}

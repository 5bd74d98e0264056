import { TASK_KIND } from '@bazaar/domain/constants';
import { useChange } from '@bazaar/react/change';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { callApi, LOGIN_REQUIRED_CODE } from '@/shared/api/client';
import * as paths from '@/shared/lib/paths';
import { toast } from '@/shared/ui/toast/toast-store';
import { APPLY_SUCCESS, applyCallFor, CANCEL_SUCCESS, cancelCallFor, type ApplyTask } from '@bazaar/domain/rules/apply';

type ApplyOutcome = 'ok' | 'login' | 'failed';

/**
 * Applies to (or cancels) a task with the call its kind takes, and says how it went once: 报名成功 / 已取消报名 on
 * success. A refusal is the server's reason as an error toast — for a brand's topic task shown here, once
 * (docs/product.md §8 "Brand apply and cancel …"); for the others by the client as for any call. A lapsed session
 * answers 'login'.
 */
export async function applyToTask(
  task: Pick<ApplyTask, 'orderId' | 'taskKind' | 'taskProperties'>,
  cancel: boolean,
): Promise<ApplyOutcome> {
  const topic = task.taskKind === TASK_KIND.topic;
  const call = cancel ? cancelCallFor(task) : applyCallFor(task);
  const result = await callApi(call, { orderId: task.orderId }, { silent: topic });
  if (result.success) {
    toast.success(cancel ? CANCEL_SUCCESS : APPLY_SUCCESS);
    return 'ok';
  }
  if (result.resultCode === LOGIN_REQUIRED_CODE) return 'login';
  if (topic) toast.error(result.resultMessage || (cancel ? '取消报名失败' : '报名失败'));
  return 'failed';
}

/**
 * `apply()` / `cancel()` → whether it succeeded; `busy` while one runs. Afterwards the queries under `refresh`
 * refetch (a refusal too: the task changed under the viewer), and a lapsed session goes to log in and come back.
 */
export function useApply(task: Pick<ApplyTask, 'orderId' | 'taskKind' | 'taskProperties'>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A second tap while one runs answers false without writing.
  const { run, busy } = useChange(async (cancel: boolean): Promise<boolean> => {
    const outcome = await applyToTask(task, cancel);
    if (outcome === 'login') {
      void navigate(paths.login(pathname + search));
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: refresh });
    return outcome === 'ok';
  }, false);
  return { apply: () => run(false), cancel: () => run(true), busy };
}

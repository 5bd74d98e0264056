/**
 * 报名 / 取消报名 on the phone site: the one apply flow of ordinary, topic (a brand's) and activity tasks, in a
 * task page's action bar (`panel`) and under a brand's topic task (`card`). The states, calls and refusals are the
 * desktop's (`applyState`, `applyCallFor` / `cancelCallFor`, `refusalOf` in @bazaar/domain/rules); a refusal the
 * page could not foresee is the server's own message as a toast (the client's onError). Cancelling asks
 * 确定取消报名吗? in a bottom sheet (docs/product.md §4).
 */
import { useChange } from '@bazaar/react/change';
import { useState } from 'react';
import {
  APPLY_LABEL,
  APPLY_SUCCESS,
  applyCallFor,
  applyState,
  CANCEL_CONFIRM,
  CANCEL_SUCCESS,
  cancelCallFor,
  refusalOf,
  type ApplyLook,
  type ApplyState,
  type ApplyTask,
} from '@bazaar/domain/rules/apply';
import { call } from '@/shared/api';
import { Link, useLocation } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { Sheet } from './sheet';

/** The action bar has no empty state: where the desktop's panel shows nothing, a line says why. */
const PANEL_NOTE: Partial<Record<ApplyState, string>> = {
  own: '这是你发布的任务',
  hired: '已录用',
  notChosen: '未录用',
};

export function ApplyAction({
  task,
  look,
  pending = false,
  onChanged,
}: {
  task: ApplyTask;
  look: ApplyLook;
  /** The viewer's own application is still loading: the button waits. */
  pending?: boolean;
  /** After an application changed (or was refused: the task changed under the viewer). */
  onChanged: () => void;
}) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { run: send, busy } = useChange((cancel: boolean) =>
    call(cancel ? cancelCallFor(task) : applyCallFor(task), { orderId: task.orderId }),
  );
  const [confirming, setConfirming] = useState(false);
  const viewer = { isLogin: !!user, isDesigner: !!user?.isDesigner, userId: user?.userId ?? null };
  const state = applyState(task, viewer);
  const label = APPLY_LABEL[look][state];
  const waiting = pending || user === undefined || busy;
  const size = look === 'card' ? ' m-button-sm' : '';

  const run = async (cancel: boolean) => {
    const result = await send(cancel);
    if (!result) return; // a second tap while one runs
    setConfirming(false);
    if (result.success) toast.info(cancel ? CANCEL_SUCCESS : APPLY_SUCCESS);
    onChanged();
  };

  if (!label) {
    const note = look === 'panel' ? (PANEL_NOTE[state] ?? refusalOf(state)) : null;
    return note ? <span className="m-actionbar-note">{note}</span> : null;
  }
  switch (state) {
    case 'login':
      return (
        <Link className={`m-button${size}`} to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
          {label}
        </Link>
      );
    case 'join':
      return (
        <Link className={`m-button m-button-ghost${size}`} to="/join">
          {label}
        </Link>
      );
    case 'apply':
      return (
        <button type="button" className={`m-button${size}`} disabled={waiting} onClick={() => void run(false)}>
          {label}
        </button>
      );
    case 'cancel':
      return (
        <>
          <button
            type="button"
            className={`m-button m-button-plain${size}`}
            disabled={waiting}
            onClick={() => setConfirming(true)}
          >
            {label}
          </button>
          {confirming && (
            <Sheet title="取消报名" onClose={() => setConfirming(false)}>
              <p>{CANCEL_CONFIRM}</p>
              <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void run(true)}>
                确定
              </button>
              <button
                type="button"
                className="m-button m-button-plain m-button-block"
                onClick={() => setConfirming(false)}
              >
                取消
              </button>
            </Sheet>
          )}
        </>
      );
    default:
      // Nothing to press: the server's reason says why (报名人数已满, 任务已过截止日期，报名已结束 …).
      return look === 'panel' ? (
        <button type="button" className="m-button" disabled title={refusalOf(state) ?? undefined}>
          {label}
        </button>
      ) : (
        <span className="m-apply-label" data-tone={state}>
          {label}
        </span>
      );
  }
}

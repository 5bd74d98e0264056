import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Button, type ButtonSize } from '@/shared/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';
import {
  APPLY_LABEL,
  applyState,
  CANCEL_CONFIRM,
  refusalOf,
  type ApplyLook,
  type ApplyTask,
} from '@bazaar/domain/rules/apply';
import { useApply } from './use-apply';
import styles from './apply-control.module.css';

interface ApplyControlProps {
  task: ApplyTask;
  look: ApplyLook;
  /** The freshest applicant count, when the page asked for it (the task's own figures stand in). */
  count?: { applyCount: number; maxOrderApplyCount: number } | null;
  /** The viewer's state is still loading: the button waits. */
  pending?: boolean;
  /** Queries to refetch after an application changed (the feature's key). */
  refresh: QueryKey;
  size?: ButtonSize;
  className?: string;
}

/** 报名 / 取消报名 for one task and this viewer: the one apply flow of ordinary, topic and activity tasks. */
export function ApplyControl({
  task,
  look,
  count = null,
  pending = false,
  refresh,
  size,
  className,
}: ApplyControlProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { apply, busy } = useApply(task, refresh);
  const state = applyState(task, session, count);
  const label = APPLY_LABEL[look][state];
  const waiting = pending || session.status === 'loading';
  if (!label) return null;
  const shape = { size, className };

  switch (state) {
    case 'cancel':
      return <CancelApplyButton task={task} refresh={refresh} disabled={waiting} {...shape} />;
    case 'login':
    case 'join': {
      const to = state === 'login' ? paths.login(pathname + search) : paths.join();
      // On the task page a link; on a card a button, as the card's other actions are.
      return look === 'panel' ? (
        <Button to={to} variant="primary" {...shape}>
          {label}
        </Button>
      ) : (
        <Button
          variant={state === 'login' ? 'primary' : 'secondary'}
          disabled={waiting}
          onClick={() => void navigate(to)}
          {...shape}
        >
          {label}
        </Button>
      );
    }
    case 'apply':
      return (
        <Button variant="primary" loading={busy} disabled={waiting} onClick={() => void apply()} {...shape}>
          {label}
        </Button>
      );
    default:
      // Nothing to press: the server's reason says why (报名人数已满, 任务已过截止日期，报名已结束 …).
      return look === 'panel' ? (
        <Button disabled title={refusalOf(state) ?? undefined} {...shape}>
          {label}
        </Button>
      ) : (
        <span className={styles.label} data-tone={state} title={refusalOf(state) ?? undefined}>
          {label}
        </span>
      );
  }
}

/** 取消报名 behind docs/product.md §4's 确定取消报名吗? confirm, with the call the task's kind takes. */
export function CancelApplyButton({
  task,
  refresh,
  disabled = false,
  size,
  className,
}: {
  task: Pick<ApplyTask, 'orderId' | 'taskKind' | 'taskProperties'>;
  refresh: QueryKey;
  disabled?: boolean;
  size?: ButtonSize;
  className?: string;
}) {
  const { cancel, busy } = useApply(task, refresh);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <>
      <Button
        size={size}
        className={className}
        loading={busy}
        disabled={disabled}
        onClick={() => setConfirm({ title: '取消报名', message: CANCEL_CONFIRM, onConfirm: cancel })}
      >
        取消报名
      </Button>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

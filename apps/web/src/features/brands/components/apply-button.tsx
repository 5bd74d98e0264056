import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Task } from '@bazaar/domain/entities';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';
import { useMyApplyStatus, useTopicApply } from '../api/topic-tasks';
import { APPLY_LABEL, applyActionFor, CANCEL_CONFIRM } from '../lib/apply-action';
import styles from './apply-button.module.css';

/** A topic task's 报名 / 取消报名 for this viewer (issue 7; docs/product.md §4 messages, docs/product.md §8 failures). */
export function ApplyButton({ task, large = false }: { task: Task; large?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const asDesigner = session.isLogin && session.isDesigner;
  const status = useMyApplyStatus(task.orderId, asDesigner);
  const mutation = useTopicApply();
  // The server's own answer for this viewer wins over the list's snapshot.
  const applyStatus = asDesigner ? (status.data ? status.data.applyStatus : task.applyStatus) : null;
  const action = applyActionFor(session, task.taskStatus, applyStatus);
  const busy = mutation.isPending || (asDesigner && status.isPending) || session.status === 'loading';

  const run = async (cancel: boolean) => {
    const outcome = await mutation.mutateAsync({ orderId: task.orderId, cancel });
    if (outcome === 'login') navigate(paths.login(pathname + search));
  };
  // docs/product.md §4: 确定取消报名吗? — the shared confirm dialog; it closes at once, the toast tells the outcome.
  const confirmCancel: ConfirmRequest = {
    title: '取消报名',
    message: CANCEL_CONFIRM,
    onConfirm: async () => {
      void run(true);
      return true;
    },
  };
  const onClick = () => {
    if (action === 'login') navigate(paths.login(pathname + search));
    else if (action === 'join') navigate(paths.join());
    else if (action === 'apply') void run(false);
    else if (action === 'cancel') setConfirming(confirmCancel);
  };

  if (action === 'hired' || action === 'notChosen' || action === 'closed')
    return (
      <span className={styles.label} data-tone={action}>
        {APPLY_LABEL[action]}
      </span>
    );
  return (
    <>
      <Button
        variant={action === 'apply' || action === 'login' ? 'primary' : 'secondary'}
        size={large ? 'large' : 'medium'}
        onClick={onClick}
        disabled={busy}
      >
        {APPLY_LABEL[action]}
      </Button>
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Task } from '@bazaar/domain/entities';
import { paths } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import button from '@/shared/ui/button.module.css';
import { Dialog } from '@/shared/ui/dialog';
import { useMyApplyStatus, useTopicApply } from '../api/topic-tasks';
import { APPLY_LABEL, applyActionFor, CANCEL_CONFIRM } from '../lib/apply-action';
import styles from './apply-button.module.css';

/** A topic task's 报名 / 取消报名 for this viewer (issue 7; spec §4 messages, spec §8 failures). */
export function ApplyButton({ task, large = false }: { task: Task; large?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [confirming, setConfirming] = useState(false);
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
  const onClick = () => {
    if (action === 'login') navigate(paths.login(pathname + search));
    else if (action === 'join') navigate(paths.join);
    else if (action === 'apply') void run(false);
    else if (action === 'cancel') setConfirming(true);
  };
  const cls = [button.button, large ? button.large : '', action === 'apply' || action === 'login' ? button.primary : '']
    .filter(Boolean)
    .join(' ');

  if (action === 'hired' || action === 'notChosen' || action === 'closed')
    return (
      <span className={styles.label} data-tone={action}>
        {APPLY_LABEL[action]}
      </span>
    );
  return (
    <>
      <button type="button" className={cls} onClick={onClick} disabled={busy}>
        {APPLY_LABEL[action]}
      </button>
      {confirming && (
        <Dialog
          open
          title="取消报名"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className={button.button} onClick={() => setConfirming(false)}>
                再想想
              </button>
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                onClick={() => {
                  setConfirming(false);
                  void run(true);
                }}
              >
                确定
              </button>
            </>
          }
        >
          <p>{CANCEL_CONFIRM}</p>
        </Dialog>
      )}
    </>
  );
}

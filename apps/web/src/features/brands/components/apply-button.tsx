import type { Task } from '@bazaar/domain/entities';
import { ApplyControl } from '@/shared/apply/apply-control';
import { useSession } from '@/shared/session/use-session';
import { useMyApplyStatus } from '../api/topic-tasks';

const REFRESH = ['topic-tasks'] as const;

/**
 * A topic task's 报名 / 取消报名 under its card or in its dialog (issue 7): the shared apply control, told the
 * viewer's own application — the server's answer for this viewer wins over the list's snapshot.
 */
export function ApplyButton({ task, large = false }: { task: Task; large?: boolean }) {
  const session = useSession();
  const asDesigner = session.isLogin && session.isDesigner;
  const status = useMyApplyStatus(task.orderId, asDesigner);
  const applyStatus = asDesigner ? (status.data ? status.data.applyStatus : task.applyStatus) : null;
  return (
    <ApplyControl
      task={{ ...task, applyStatus }}
      look="card"
      pending={asDesigner && status.isPending}
      refresh={REFRESH}
      size={large ? 'large' : 'medium'}
    />
  );
}

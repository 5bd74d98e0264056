import { useOnLeaveSwitch, WORK_STATUS_UNAVAILABLE } from '@bazaar/react/account-settings';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useDesignerWorkStatus, useUpdateOnLeave } from '../api/designer-work-status';
import styles from './setting.module.css';

/** docs/product.md §4/§6: a designer can toggle 休假中 (on leave); employers then see the on-leave pill. */
export function OnLeaveToggle({ userId }: { userId: number }) {
  const status = useDesignerWorkStatus(userId);
  if (status.isPending) return <Skeleton style={{ height: 44, width: 280 }} />;
  if (!status.data) return <p className={styles.muted}>{WORK_STATUS_UNAVAILABLE}</p>;
  return <OnLeaveSwitch userId={userId} onLeave={status.data.isOnLeave} />;
}

function OnLeaveSwitch({ userId, onLeave }: { userId: number; onLeave: boolean }) {
  const update = useUpdateOnLeave(userId);
  const { label, hint, button } = useOnLeaveSwitch(onLeave, { save: update, saved: toast.success });
  return (
    <div className={styles.switchRow}>
      <div>
        <p {...label} className={styles.switchLabel} />
        <p {...hint} className={styles.muted} />
      </div>
      <button {...button} className={styles.switch}>
        <span className={styles.thumb} />
      </button>
    </div>
  );
}

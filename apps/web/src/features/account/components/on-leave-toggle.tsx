import { onLeaveHint, onLeaveSaved, WORK_STATUS_UNAVAILABLE } from '@bazaar/react/account-settings';
import { useId, useState } from 'react';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useDesignerWorkStatus, useUpdateOnLeave } from '../api/designer-work-status';
import styles from './setting.module.css';

/** docs/product.md §4/§6: a designer can toggle 休假中 (on leave); employers then see the on-leave pill. */
export function OnLeaveToggle({ userId }: { userId: number }) {
  const status = useDesignerWorkStatus(userId);
  const update = useUpdateOnLeave(userId);
  const [saving, setSaving] = useState(false);
  const labelId = useId();
  const hintId = useId();

  if (status.isPending) return <Skeleton style={{ height: 44, width: 280 }} />;
  if (!status.data) return <p className={styles.muted}>{WORK_STATUS_UNAVAILABLE}</p>;
  const onLeave = status.data.isOnLeave;

  const toggle = async () => {
    setSaving(true);
    if (await update(!onLeave)) toast.success(onLeaveSaved(onLeave));
    setSaving(false);
  };

  return (
    <div className={styles.switchRow}>
      <div>
        <p id={labelId} className={styles.switchLabel}>
          休假中
        </p>
        <p id={hintId} className={styles.muted}>
          {onLeaveHint(onLeave)}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={onLeave}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className={styles.switch}
        disabled={saving}
        onClick={toggle}
      >
        <span className={styles.thumb} />
      </button>
    </div>
  );
}

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
  if (!status.data) return <p className={styles.muted}>接单状态暂时无法获取，请稍后刷新重试。</p>;
  const onLeave = status.data.isOnLeave;

  const toggle = async () => {
    setSaving(true);
    if (await update(!onLeave)) toast.success(onLeave ? '已结束休假，可以接单了' : '已设置为休假中');
    setSaving(false);
  };

  return (
    <div className={styles.switchRow}>
      <div>
        <p id={labelId} className={styles.switchLabel}>
          休假中
        </p>
        <p id={hintId} className={styles.muted}>
          {onLeave ? '休假期间不会收到新的任务邀请，主页显示「休假中」。' : '开启后暂停接单，雇主将看到您正在休假。'}
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

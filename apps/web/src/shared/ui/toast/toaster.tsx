import { TOAST_OFFSET_PX } from '@bazaar/domain/constants';
import { useSyncExternalStore } from 'react';
import { toastStore, type ToastKind } from './toast-store';
import styles from './toaster.module.css';

const icons: Record<ToastKind, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

/** Renders the toast stack (docs/product.md §8: 88 px from the top, centred). Mounted once in app/. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div className={styles.stack} style={{ top: TOAST_OFFSET_PX }} aria-live="polite" role="status">
      {items.map((t) => (
        <div key={t.id} className={styles.toast} data-kind={t.kind}>
          <span className={styles.icon} aria-hidden="true">
            {icons[t.kind]}
          </span>
          {t.message}
        </div>
      ))}
    </div>
  );
}

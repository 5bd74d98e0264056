import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

/** The usual footer: 取消 (closes) and one primary action. */
export interface DialogActions {
  /** The action's label (确定, 提交举报, 开放报名 …). */
  confirm: ReactNode;
  onConfirm: () => void;
  /** The action is running: it says so (aria-busy) and neither button can be pressed. */
  busy?: boolean;
  /** The action cannot be taken yet (a required reason is empty). */
  disabled?: boolean;
}

interface DialogProps {
  open: boolean;
  title: string;
  /** Absent → the dialog cannot be dismissed (no ×, Esc does nothing): the user must use an action. */
  onClose?: () => void;
  children: ReactNode;
  /** 取消 + one action; on mobile the buttons span the full width (docs/design.md dialogs). */
  actions?: DialogActions;
  /** Any other footer (a single acknowledgement, an apply button), in place of `actions`. */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> + showModal(): the rest of the page becomes inert (focus stays
 * inside), focus moves in on open and returns on close, Esc closes where closing is allowed. Load
 * components that use it lazily (first-load budget, decision 003).
 */
export function Dialog({ open, title, onClose, children, actions, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closable = onClose !== undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: never let the browser close it by itself; the owner decides through `open`.
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Chrome closes without a cancel event on a repeated Esc; a dialog that must stay reopens.
        if (open && ref.current && !ref.current.open) {
          if (closable) onClose();
          else ref.current.showModal();
        }
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable && (
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions ? (
        <div className={styles.footer}>
          {closable && (
            <Button onClick={onClose} disabled={actions.busy}>
              取消
            </Button>
          )}
          <Button variant="primary" onClick={actions.onConfirm} disabled={actions.disabled} loading={actions.busy}>
            {actions.confirm}
          </Button>
        </div>
      ) : (
        footer && <div className={styles.footer}>{footer}</div>
      )}
    </dialog>
  );
}

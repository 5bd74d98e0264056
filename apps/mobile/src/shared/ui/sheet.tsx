/**
 * A bottom sheet (docs/design.md: phones use bottom-sheet popups, not centred dialogs): a modal dialog at the
 * bottom, closed by its backdrop, Esc or its own buttons; focus moves into it.
 */
import { useEffect, useRef, type ReactNode } from 'react';

interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A modifier class (a tall sheet scrolls inside itself). */
  className?: string;
}

export function Sheet({ title, onClose, children, className }: SheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <>
      <button type="button" className="m-sheet-backdrop" aria-label="关闭" onClick={onClose} />
      <div
        ref={ref}
        className={className ? `m-sheet ${className}` : 'm-sheet'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <h2 className="m-sheet-title">{title}</h2>
        {children}
      </div>
    </>
  );
}

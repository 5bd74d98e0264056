/** Toasts (docs/product.md §8: at most 2, 2 s), centred under the top bar. */
import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function show(text: string, tone: Toast['tone']): void {
  const id = nextId++;
  toasts = [...toasts, { id, text, tone }].slice(-2);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 2000);
}

export const toast = { info: (text: string) => show(text, 'info'), error: (text: string) => show(text, 'error') };

export function Toasts() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
  return (
    <div className="m-toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`m-toast${t.tone === 'error' ? ' m-toast-error' : ''}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

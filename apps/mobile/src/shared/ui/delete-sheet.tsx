/**
 * 删除 asked first in a bottom sheet (我的作品, 我的视频作品): which item waits for its 确认删除, the call while it runs,
 * and the sheet itself. The page's `remove` calls the api and says 已删除; it answers whether the item went.
 */
import { useState } from 'react';
import { Sheet } from './sheet';

export interface DeleteAsk<T> {
  confirming: T | null;
  ask: (item: T | null) => void;
  deleting: boolean;
  confirm: () => Promise<void>;
}

export function useDeleteAsk<T>(remove: (item: T) => Promise<boolean>, onDeleted: () => void): DeleteAsk<T> {
  const [confirming, ask] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!confirming) return;
    setDeleting(true);
    const removed = await remove(confirming);
    setDeleting(false);
    if (!removed) return; // the client showed the api's message
    ask(null);
    onDeleted();
  };
  return { confirming, ask, deleting, confirm };
}

export function DeleteSheet<T>({ title, text, del }: { title: string; text: string; del: DeleteAsk<T> }) {
  return (
    <Sheet title={title} onClose={() => !del.deleting && del.ask(null)}>
      <p>{text}</p>
      <button
        type="button"
        className="m-button m-button-block"
        disabled={del.deleting}
        onClick={() => void del.confirm()}
      >
        {del.deleting ? '删除中…' : '确认删除'}
      </button>
      <button type="button" className="m-button m-button-plain m-button-block" onClick={() => del.ask(null)}>
        取消
      </button>
    </Sheet>
  );
}

/** An item's 删除 (named for a screen reader by the item's title): it asks first, in the sheet. */
export function DeleteButton<T>({
  item,
  title,
  className,
  del,
}: {
  item: T;
  title: string;
  className: string;
  del: DeleteAsk<T>;
}) {
  return (
    <button type="button" className={className} aria-label={`删除「${title}」`} onClick={() => del.ask(item)}>
      删除
    </button>
  );
}

import type { Work } from '@bazaar/domain/entities';
import { useState } from 'react';
import grid from '@/shared/ui/cards/grid.module.css';
import { WorkCard, WorkCardSkeleton } from '@/shared/ui/cards/work-card';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import { Button } from '@/shared/ui/button';
import { useDeleteWorks } from '../api/save-works';
import styles from './my-works.module.css';

/** The designer's works as cards, each with 编辑 and 删除 (删除 asks first). */
export function MyWorksList({ works, editHref }: { works: readonly Work[]; editHref: (worksId: number) => string }) {
  const remove = useDeleteWorks();
  const [confirming, setConfirming] = useState<Work | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    const done = await remove(confirming.worksId);
    setDeleting(false);
    if (!done) return;
    toast.success('作品已删除');
    setConfirming(null);
  };

  return (
    <>
      <ul className={grid.works}>
        {works.map((w, i) => (
          <li key={w.worksId} className={styles.item}>
            <WorkCard work={w} eager={i < 4} />
            <div className={styles.itemActions}>
              <Button to={editHref(w.worksId)} size="small" aria-label={`编辑「${w.title}」`}>
                编辑
              </Button>
              <Button variant="danger" size="small" aria-label={`删除「${w.title}」`} onClick={() => setConfirming(w)}>
                删除
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        title="删除作品"
        onClose={() => !deleting && setConfirming(null)}
        actions={{
          confirm: deleting ? '删除中…' : '确认删除',
          onConfirm: () => void confirmDelete(),
          busy: deleting,
        }}
      >
        <p className={styles.confirmText}>
          确定删除「{confirming?.title}」吗？删除后作品将从作品列表和您的主页移除，无法恢复。
        </p>
      </Dialog>
    </>
  );
}

export function MyWorksSkeleton() {
  return (
    <div className={grid.works} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <WorkCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * /u/works 我的作品 on a phone (designer guard; the desktop's page, issue 6): my works two to a row, loading as
 * you scroll, each with 编辑 and 删除 (asked first in a bottom sheet), and 上传作品. As on the desktop the editor
 * is a state of the page in the URL (`?edit=new`, `?edit={worksId}`), so back and a reload keep it.
 */
import '@/styles/pages-works.css';
import { useState } from 'react';
import type { Work } from '@bazaar/domain/entities';
import { call, dataOr } from '@/shared/api';
import { Link, useSearchParams } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { clearLoads, useLoad } from '@bazaar/react/read';
import { usePaged } from '@/shared/use-paged';
import { WorkCard } from '@/shared/ui/cards';
import { DeleteButton, DeleteSheet, useDeleteAsk } from '@/shared/ui/delete-sheet';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';
import { WorkEditor } from './work-editor';
import { LoadFailed } from '@/shared/ui/load-failed';

export default function MyWorksPage() {
  const [params, setParams] = useSearchParams();
  // A save or a delete starts the list over (its key).
  const [version, setVersion] = useState(0);
  const edit = params.get('edit');
  const editId = edit && /^\d{1,9}$/.test(edit) && Number(edit) > 0 ? Number(edit) : null;
  const done = (saved: boolean) => {
    if (saved) {
      clearLoads(); // the homepage and lists that show this work read it again
      setVersion((v) => v + 1);
    }
    setParams(new URLSearchParams());
  };
  if (edit === 'new') return <WorkEditor work={null} onDone={done} />;
  if (editId !== null) return <EditExisting key={editId} worksId={editId} onDone={done} />;
  return <MyWorks version={version} onDeleted={() => setVersion((v) => v + 1)} />;
}

function EditExisting({ worksId, onDone }: { worksId: number; onDone: (saved: boolean) => void }) {
  const { user } = useSession();
  // Always the saved state (a key of its own per visit): an edit must not start from a stale copy.
  const [visit] = useState(() => Date.now());
  const work = useLoad(`my-work:${worksId}:${visit}`, async () =>
    dataOr(await call('getWorksInfo', { worksId }, { silent: true }), null),
  );
  if (work.loading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  if (work.failed) return <LoadFailed retry={work.reload} />;
  // Only the owner may edit (the api refuses others too); a foreign id reads as not found here.
  if (!work.data || work.data.userId !== user?.userId)
    return <Empty text="作品不存在或已删除" action={{ to: '/u/works', label: '返回我的作品' }} />;
  return <WorkEditor work={work.data} onDone={onDone} />;
}

function MyWorks({ version, onDeleted }: { version: number; onDeleted: () => void }) {
  const del = useDeleteAsk(async (work: Work) => {
    const result = await call('deleteWorks', { worksId: work.worksId });
    if (!result.success) return false;
    toast.info('作品已删除');
    clearLoads();
    return true;
  }, onDeleted);
  const list = usePaged(
    `my-works:${version}`,
    async (current, pageSize) => dataOr(await call('getMyWorksPage', { current, pageSize }), null),
    (w) => w.worksId,
  );
  return (
    <div className="m-section">
      <div className="m-section-head">
        <h2 className="m-section-title">我的作品</h2>
        <Link to="/u/works?edit=new" className="m-button m-my-works-upload">
          上传作品
        </Link>
      </div>
      {list.empty ? (
        <Empty text="还没有上传作品" action={{ to: '/u/works?edit=new', label: '上传第一件作品' }} />
      ) : (
        <div className="m-grid m-my-works">
          {list.rows.map((w, i) => (
            <div key={w.worksId} className="m-my-work">
              <WorkCard work={w} priority={i < 2} />
              <div className="m-my-work-actions">
                <Link to={`/u/works?edit=${w.worksId}`} className="m-my-work-action" aria-label={`编辑「${w.title}」`}>
                  编辑
                </Link>
                <DeleteButton item={w} title={w.title} className="m-my-work-action m-my-work-delete" del={del} />
              </div>
            </div>
          ))}
          {list.rows.length === 0 && list.loading && <CardSkeletons count={4} className="m-skeleton-work" />}
        </div>
      )}
      <ListEnd list={list} />
      {del.confirming && (
        <DeleteSheet
          title="删除作品"
          text={`确定删除「${del.confirming.title}」吗？删除后作品将从作品列表和您的主页移除，无法恢复。`}
          del={del}
        />
      )}
    </div>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { positiveIntParam } from '@/shared/lib/search-params';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { Button } from '@/shared/ui/button';
import { MY_WORKS_PAGE_SIZE, useMyWorks } from '../api/get-my-works';
import { useWorkForEdit } from '../api/get-work-for-edit';
import { MyWorksList, MyWorksSkeleton } from '../components/my-works-list';
import { WorkEditor } from '../components/work-editor';
import styles from '../components/my-works.module.css';
import * as paths from '@/shared/lib/page-paths';

/** Chosen: the editor is a state of this page in the URL (`?edit=new`, `?edit={worksId}`), so 返回 and reload work. */
const editHref = (edit: number | 'new') => paths.myWorks({ edit });

/** /u/works (designers only, docs/product.md §2): my works, 上传作品, edit, delete. */
export function MyWorksPage() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const editId = edit === 'new' ? null : positiveIntParam(edit);
  if (edit === 'new' || editId !== null) {
    return <EditorView worksId={editId} onDone={() => setParams({}, { replace: false })} />;
  }
  return <ListView current={positiveIntParam(params.get('current')) ?? 1} />;
}

function ListView({ current }: { current: number }) {
  const { data, isPending } = useMyWorks(current);
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div className={styles.heading}>
          <h1 className={styles.title}>我的作品</h1>
          {data && data.total > 0 && <p className={styles.count}>共 {data.total} 件</p>}
        </div>
        <Button to={editHref('new')} variant="primary">
          上传作品
        </Button>
      </header>
      {isPending ? (
        <MyWorksSkeleton />
      ) : !data || data.rows.length === 0 ? (
        <EmptyState text="还没有上传作品" actionLabel="上传第一件作品" to={editHref('new')} />
      ) : (
        <MyWorksList works={data.rows} editHref={(id) => editHref(id)} />
      )}
      {data && (
        <Pagination
          current={current}
          total={data.total}
          pageSize={MY_WORKS_PAGE_SIZE}
          hrefFor={(page) => paths.myWorks({ current: page === 1 ? undefined : page })}
        />
      )}
    </Container>
  );
}

function EditorView({ worksId, onDone }: { worksId: number | null; onDone: () => void }) {
  const existing = useWorkForEdit(worksId);
  const session = useSession();
  // Only the owner may edit (the api refuses others too); a foreign id reads as not found here.
  const own = existing.data && existing.data.userId === session.userId ? existing.data : null;
  const title = worksId === null ? '上传作品' : '编辑作品';
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <Link to={paths.myWorks()} className={styles.back}>
          返回我的作品
        </Link>
      </header>
      {worksId !== null && existing.isPending ? (
        <p className={styles.loading}>作品加载中…</p>
      ) : worksId !== null && !own ? (
        <EmptyState text="作品不存在或已删除" actionLabel="返回我的作品" to={paths.myWorks()} />
      ) : (
        <WorkEditor key={worksId ?? 'new'} work={own} onDone={onDone} />
      )}
    </Container>
  );
}

export default MyWorksPage;

/** /my/clips and /zt/clips (issue 9): one lazy module for both pages, so neither lands on another page. */
import type { Clip } from '@bazaar/domain/entities';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { positiveIntParam } from '@/shared/lib/search-params';
import { withQuery } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import listPage from '@/shared/ui/list-page.module.css';
import { toast } from '@/shared/ui/toast/toast-store';
import { useAllClips, useDeleteClip, useMyClips } from '../api/clips-api';
import { ClipGrid, GalleryClipCard, MyClipCard } from '../components/clip-cards';
import { ClipUploadForm } from '../components/clip-upload-form';
import styles from '../components/clips.module.css';
import * as paths from '@/shared/lib/page-paths';

/** /my/clips: upload a clip, my clips as cards (play, delete). Designers only upload (the api says so too). */
export function MyClipsPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const current = positiveIntParam(params.get('current')) ?? 1;
  const { data, isPending } = useMyClips(current);
  const remove = useDeleteClip();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askDelete = (clip: Clip) =>
    setConfirm({
      title: '删除视频作品',
      message: `确定删除「${clip.title}」吗？删除后视频和封面将一并移除，无法恢复。`,
      confirmLabel: '确认删除',
      onConfirm: async () => {
        const done = await remove(clip.clipId);
        if (done) toast.success('视频作品已删除');
        return done;
      },
    });

  return (
    <ListPage title="我的视频作品" count={data && data.total > 0 ? `共 ${data.total} 个` : null}>
      {session.isDesigner ? (
        <section aria-labelledby="clips-upload-title" className={styles.section}>
          <h2 id="clips-upload-title" className={styles.subheading}>
            上传视频
          </h2>
          <ClipUploadForm />
        </section>
      ) : (
        <EmptyState text="入驻成为设计师后即可上传视频作品" actionLabel="申请入驻" to={paths.join(paths.myClips)} />
      )}
      <section aria-labelledby="clips-mine-title" className={styles.section}>
        <h2 id="clips-mine-title" className={styles.subheading}>
          我上传的视频
        </h2>
        <ClipGrid
          page={data}
          isPending={isPending}
          current={current}
          hrefFor={(page) => withQuery(paths.myClips, { current: page === 1 ? undefined : page })}
          empty={<p className={styles.empty}>还没有视频作品，上传第一个吧</p>}
          card={(clip, eager) => <MyClipCard clip={clip} eager={eager} onDelete={() => askDelete(clip)} />}
        />
      </section>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </ListPage>
  );
}

/** /zt/clips: every designer's clips, newest first; a poster plays inline when clicked. */
export function ZtClipsPage() {
  const [params] = useSearchParams();
  const current = positiveIntParam(params.get('current')) ?? 1;
  const { data, isPending } = useAllClips(current);
  return (
    <Container className={listPage.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>视频作品专题</h1>
        <p className={styles.heroText}>设计师的动态设计与创作过程，点击封面即可播放</p>
      </header>
      <ClipGrid
        page={data}
        isPending={isPending}
        current={current}
        hrefFor={(page) => withQuery(paths.zt('clips'), { current: page === 1 ? undefined : page })}
        empty={<EmptyState text="还没有视频作品" actionLabel="上传我的视频" to={paths.myClips} />}
        card={(clip, eager) => <GalleryClipCard clip={clip} eager={eager} />}
      />
    </Container>
  );
}

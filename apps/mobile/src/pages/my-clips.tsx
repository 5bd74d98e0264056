/**
 * /my/clips 我的视频作品 on a phone (login guard; the desktop's page, issue 9): a designer uploads a clip (title, an MP4
 * or WebM of at most 30 MB, its poster drawn in the page) and sees their clips, newest first, loading as they scroll,
 * each playing inline and with 删除 (asked first in a bottom sheet). Anyone else is offered 入驻, as on the desktop.
 */
import '@/styles/pages-clips.css';
import { useState } from 'react';
import type { Clip } from '@bazaar/domain/entities';
import { formatDate } from '@bazaar/domain/format';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { call, dataOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { usePaged } from '@/shared/use-paged';
import { DeleteButton, DeleteSheet, useDeleteAsk } from '@/shared/ui/delete-sheet';
import { Empty, ListEnd } from '@/shared/ui/states';
import { ClipCard, ClipSkeletons } from './clip-parts';
import { ClipUploadForm } from './clip-upload';

export default function MyClipsPage() {
  const { user } = useSession();
  // An upload or a delete starts the list over (its key).
  const [version, setVersion] = useState(0);
  if (!user?.isDesigner)
    return (
      <Empty
        text="入驻成为设计师后即可上传视频作品"
        action={{ to: `/join?redirect=${encodeURIComponent('/my/clips')}`, label: '申请入驻' }}
      />
    );
  return (
    <>
      <section className="m-section" aria-labelledby="clips-upload-title">
        <h2 id="clips-upload-title" className="m-section-title m-clips-heading">
          上传视频
        </h2>
        <ClipUploadForm onUploaded={() => setVersion((v) => v + 1)} />
      </section>
      <MyClips version={version} onDeleted={() => setVersion((v) => v + 1)} />
    </>
  );
}

function MyClips({ version, onDeleted }: { version: number; onDeleted: () => void }) {
  const del = useDeleteAsk(async (clip: Clip) => {
    const result = await call('deleteClip', { clipId: clip.clipId });
    if (result.success) toast.info('视频作品已删除');
    return result.success;
  }, onDeleted);
  const list = usePaged(
    `my-clips:${version}`,
    async (current, pageSize) => dataOr(await call('getMyClipPage', { current, pageSize }), null),
    (c) => c.clipId,
  );
  return (
    <section className="m-section" aria-labelledby="clips-mine-title">
      <h2 id="clips-mine-title" className="m-section-title m-clips-heading">
        我上传的视频
      </h2>
      {list.empty ? (
        <p className="m-clips-none">还没有视频作品，上传第一个吧</p>
      ) : (
        <ul className="m-clips" aria-label="我上传的视频">
          {list.rows.map((clip) => (
            <li key={clip.clipId}>
              <ClipCard clip={clip}>
                <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
                <span>{formatFileSize(clip.size)}</span>
                <DeleteButton item={clip} title={clip.title} className="m-clip-delete" del={del} />
              </ClipCard>
            </li>
          ))}
          {list.rows.length === 0 && list.loading && <ClipSkeletons />}
        </ul>
      )}
      <ListEnd list={list} />
      {del.confirming && (
        <DeleteSheet
          title="删除视频作品"
          text={`确定删除「${del.confirming.title}」吗？删除后视频和封面将一并移除，无法恢复。`}
          del={del}
        />
      )}
    </section>
  );
}

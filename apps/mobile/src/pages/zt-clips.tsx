/**
 * /zt/clips 视频作品专题 on a phone (the desktop's page, issue 9; its guard is the desktop's, docs/product.md §2: log in,
 * else a designer-to-be goes to /join): every designer's clips, newest first, one to a row, loading as you scroll;
 * a poster plays inline when tapped.
 */
import '@/styles/pages-clips.css';
import { displayNickname, formatDate } from '@bazaar/domain/format';
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { usePaged } from '@/shared/use-paged';
import { Img } from '@/shared/ui/img';
import { Empty, ListEnd } from '@/shared/ui/states';
import { ClipCard, ClipSkeletons } from './clip-parts';

export default function ZtClipsPage() {
  const list = usePaged(
    'zt-clips',
    async (current, pageSize) => dataOr(await call('getClipPage', { current, pageSize }), null),
    (c) => c.clipId,
  );
  return (
    <>
      <header className="m-clips-hero">
        <h2 className="m-clips-hero-title">视频作品专题</h2>
        <p>设计师的动态设计与创作过程，轻触封面即可播放</p>
      </header>
      <div className="m-section">
        {list.empty ? (
          <Empty text="还没有视频作品" action={{ to: '/my/clips', label: '上传我的视频' }} />
        ) : (
          <ul className="m-clips" aria-label="视频作品">
            {list.rows.map((clip, i) => (
              <li key={clip.clipId}>
                <ClipCard clip={clip} priority={i === 0}>
                  <Link to={`/u/${clip.userId}`} className="m-clip-designer">
                    <Img src={clip.avatar} alt="" width={24} ratio={1} box="1 / 1" className="m-clip-avatar" />
                    <span className="m-clip-name">{displayNickname(clip.nickName)}</span>
                  </Link>
                  <time dateTime={clip.createdAt}>{formatDate(clip.createdAt)}</time>
                </ClipCard>
              </li>
            ))}
            {list.rows.length === 0 && list.loading && <ClipSkeletons />}
          </ul>
        )}
        <ListEnd list={list} />
      </div>
    </>
  );
}

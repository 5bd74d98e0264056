/**
 * A work on a phone: its images full width (watermarked with the designer's name, docs/product.md §3 mk), the
 * designer, similar works, and the sticky action bar — 收藏, 点赞 (likeWorks; a visitor is asked to log in), 看设计师.
 */
import { useState } from 'react';
import { Link, useParams } from '@/shared/router';
import { displayNickname, formatDate, worksWatermark } from '@bazaar/domain/format';
import { PHONE_ALIKE_LIMIT } from '@bazaar/domain/api/phone-page-data';
import { workShareTitle } from '@bazaar/domain/format/share-title';
import { call, dataOr } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { useSession } from '@/shared/session';
import { usePageTitle } from '@/shared/use-page-title';
import { useWechatShare } from '@/shared/wechat';
import { useLoad } from '@bazaar/react/read';
import { WorkCard } from '@/shared/ui/cards';
import { HeartIcon, StarIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { LoadFailed, Missing, readFallback } from '@/shared/ui/load-failed';
import { LoginSheet } from '@/shared/ui/login-sheet';
import { Section } from '@/shared/ui/section';
import { toast } from '@/shared/toast';

export default function WorkPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useSession();
  // The session is part of the key: a favourite flag is the viewer's.
  const work = useLoad(valid ? `work:${id}:${user?.userId ?? 0}` : null, async () =>
    detailOf(await call('getWorksInfo', { worksId: id }, { silent: true })),
  );
  const alike = useLoad(valid ? `alike:${id}` : null, async () =>
    dataOr(await call('getAlikeWorksList', { worksId: id, limit: PHONE_ALIKE_LIMIT }), []),
  );
  const [likes, setLikes] = useState<{ id: number; count: number; liked: boolean } | null>(null);
  const [favorite, setFavorite] = useState<{ id: number; on: boolean } | null>(null);
  const [ask, setAsk] = useState<string | null>(null);
  usePageTitle(work.data?.state === 'ok' ? workShareTitle(work.data.data.title, work.data.data.nickName) : null);
  // Issue 33: inside WeChat, the share card's title, picture and description (JS-SDK).
  useWechatShare(
    work.data?.state === 'ok'
      ? {
          title: workShareTitle(work.data.data.title, work.data.data.nickName),
          desc: work.data.data.description ?? '',
          imgUrl: work.data.data.cover,
        }
      : null,
  );

  if (!valid) return <Missing text="作品不存在或已下架" />;
  if (!work.data) return readFallback(work);
  if (work.data.state === 'failed') return <LoadFailed retry={work.reload} />;
  if (work.data.state === 'missing') return <Missing text="作品不存在或已下架" />;
  const w = work.data.data;
  const name = displayNickname(w.nickName);
  const mk = worksWatermark(name);
  const images = w.images.length ? w.images : [{ url: w.cover, width: w.coverWidth, height: w.coverHeight }];
  const liked = likes?.id === id ? likes : { count: w.likeCount, liked: false };
  const favored = favorite?.id === id ? favorite.on : w.isAdd;

  const like = async () => {
    if (!user) return setAsk('点赞');
    const result = await call('likeWorks', { worksId: id });
    if (result.success && result.data) {
      setLikes({ id, count: result.data.likeCount, liked: result.data.liked });
      toast.info('点赞成功');
    }
  };
  const toggleFavorite = async () => {
    if (!user) return setAsk('收藏作品');
    const result = favored
      ? await call('batchRemoveFavoriteWorks', { worksIds: [id] })
      : await call('batchAddFavoriteWorks', { worksIds: [id] });
    if (result.success) {
      setFavorite({ id, on: !favored });
      toast.info(favored ? '已取消收藏' : '收藏成功');
    }
  };

  return (
    <div className="m-with-actionbar">
      <div className="m-work-head">
        <h2 className="m-detail-title">{w.title}</h2>
        <p className="m-detail-meta">
          {w.categoryName ?? '作品'} · {formatDate(w.createdAt)} · {w.viewCount} 次浏览
        </p>
        <Link to={`/u/${w.userId}`} className="m-author">
          <Img src={w.avatar} alt={name} width={40} ratio={1} box="1 / 1" className="m-avatar m-avatar-sm" />
          <span>{name}</span>
          <span className="m-author-go">进入主页</span>
        </Link>
      </div>
      <div className="m-work-images">
        {images.map((image, i) => (
          <Img
            key={image.url + i}
            src={image.url}
            alt={images.length > 1 ? `${w.title}（${i + 1}）` : w.title}
            width={375}
            mk={mk}
            box={image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '4 / 3'}
            priority={i === 0}
            slot={i < 2 ? 'full' : undefined}
          />
        ))}
      </div>
      {w.description && (
        <div className="m-detail-card">
          <h2 className="m-section-title">作品说明</h2>
          <p className="m-detail-text">{w.description}</p>
        </div>
      )}
      {alike.data && alike.data.length > 0 && (
        <Section title="相似作品">
          <div className="m-grid">
            {alike.data.map((a) => (
              <WorkCard key={a.worksId} work={a} />
            ))}
          </div>
        </Section>
      )}
      <div className="m-actionbar">
        <button type="button" className="m-action-icon" aria-pressed={favored} onClick={toggleFavorite}>
          <StarIcon filled={favored} />
          {favored ? '已收藏' : '收藏'}
        </button>
        <button type="button" className="m-button" aria-pressed={liked.liked} onClick={like}>
          <HeartIcon filled={liked.liked} />
          {liked.liked ? '已点赞' : '点赞'} {liked.count}
        </button>
        <Link to={`/u/${w.userId}`} className="m-button m-button-ghost">
          看设计师
        </Link>
      </div>
      {ask && <LoginSheet action={ask} onClose={() => setAsk(null)} />}
    </div>
  );
}

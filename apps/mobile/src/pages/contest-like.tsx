/**
 * A contest's like on a phone: the like window line and the like button with its count, and the flow — a
 * visitor gets the log-in sheet, outside the window the docs/product.md §8 refusal shows without a call, inside
 * it the campaign's own call (vivo/oppo keep theirs); the answer's count replaces the list's snapshot.
 */
import { useState } from 'react';
import type { Campaign } from '@bazaar/domain/api';
import {
  LIKE_RULE,
  LIKE_SUCCESS,
  likeCallFor,
  likeRefusal,
  WINDOW_STATE_TEXT,
  windowState,
  windowText,
} from '@bazaar/domain/rules/campaign-like';
import { call } from '@/shared/api';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { HeartIcon } from '@/shared/ui/icons';

/** A work's campaign likes as the viewer sees them: the count and whether they liked it today. */
export interface Liked {
  count: number;
  today: boolean;
}

export function useContestLike(campaign: Campaign | null | undefined) {
  const { user } = useSession();
  const [pending, setPending] = useState<number | null>(null);
  const [ask, setAsk] = useState(false);
  const [answers, setAnswers] = useState<ReadonlyMap<number, Liked>>(new Map());

  const like = async (worksId: number) => {
    if (!campaign || pending !== null) return;
    if (!user) return setAsk(true);
    const refusal = likeRefusal(campaign);
    if (refusal) return toast.error(refusal);
    setPending(worksId);
    const name = likeCallFor(campaign.slug);
    const result =
      name === 'thumbUpCampaignWork'
        ? await call(name, { campaign: campaign.slug, workId: worksId })
        : await call(name, { workId: worksId });
    setPending(null);
    if (!result.success || !result.data) return; // the client showed the api's message
    const { campaignLikes, likedToday } = result.data;
    setAnswers((m) => new Map(m).set(worksId, { count: campaignLikes, today: likedToday }));
    toast.info(LIKE_SUCCESS);
  };

  return {
    like: (worksId: number) => void like(worksId),
    pending,
    /** The latest answer for the work, else what the page read. */
    liked: (worksId: number, read: { campaignLikes: number; likedToday: boolean }): Liked =>
      answers.get(worksId) ?? { count: read.campaignLikes, today: read.likedToday },
    ask,
    closeAsk: () => setAsk(false),
  };
}

export function LikeButton({
  liked,
  busy,
  onLike,
  large = false,
}: {
  liked: Liked;
  busy: boolean;
  onLike: () => void;
  large?: boolean;
}) {
  return (
    <button
      type="button"
      className={large ? 'm-button m-contest-like-lg' : 'm-contest-like'}
      data-liked={liked.today || undefined}
      disabled={busy}
      aria-label={liked.today ? `今天已点赞，共 ${liked.count} 赞` : `点赞，当前 ${liked.count} 赞`}
      onClick={onLike}
    >
      <HeartIcon filled={liked.today} />
      <span>{large ? `${liked.today ? '已点赞' : '点赞'} ${liked.count}` : liked.count}</span>
    </button>
  );
}

/** The like window and its state (docs/product.md §9), as the phone's clock judges it. */
export function ContestWindow({ campaign }: { campaign: Campaign }) {
  const state = windowState(campaign);
  return (
    <p className="m-contest-window">
      <span className="m-contest-state" data-state={state}>
        {WINDOW_STATE_TEXT[state]}
      </span>
      <span>
        点赞时间：{windowText(campaign)}（{LIKE_RULE}）
      </span>
    </p>
  );
}

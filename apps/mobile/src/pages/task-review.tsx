/**
 * 评价 on a phone once the task is 已完成 (issue 25, docs/decisions/024), for its two sides as on the desktop: the
 * form while the window is open (three ratings of 1–5 and a text), 等待对方评价 after giving theirs, then both reviews
 * once published, with the reviewed side's one public reply. Nothing for anyone else. Lazy.
 */
import type { EndpointData } from '@bazaar/domain/client';
import { REVIEW_STATUS, REVIEW_TEXT_MAX } from '@bazaar/domain/constants/reviews';
import { formatDate } from '@bazaar/domain/format';
import {
  counterpartWord,
  reviewAspectRows,
  reviewAspects,
  reviewClosedNote,
  reviewFormIntro,
  reviewTheirsTitle,
  reviewWaitingNote,
  scoreLabel,
  type StarPick,
} from '@bazaar/domain/format/review-view';
import { useChange } from '@bazaar/react/change';
import { REVIEW_NO_TEXT, useReviewReply } from '@bazaar/react/review-reply';
import { StarInput as SharedStarInput } from '@bazaar/react/star-input';
import { useState } from 'react';
import { call, dataOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { useLoad } from '@bazaar/react/read';
import { Facts } from '@/shared/ui/facts';
import { TextAreaField } from '@/shared/ui/field';
import '@/styles/pages-review.css';
import { LoadFailed } from '@/shared/ui/load-failed';

type TaskReview = EndpointData<'getTaskReview'>;
type Review = NonNullable<TaskReview['mine']>;

export default function TaskReviewSection({ orderId }: { orderId: number }) {
  const review = useLoad(`task-review:${orderId}`, async () =>
    dataOr(await call('getTaskReview', { orderId }, { silent: true }), null),
  );
  const data = review.data;
  if (review.failed) return <LoadFailed retry={review.reload} />;
  if (!data || data.status === REVIEW_STATUS.notParty || data.status === REVIEW_STATUS.notCompleted) return null;
  return (
    <section className="m-detail-card" id="review" aria-labelledby="review-title">
      <h2 id="review-title" className="m-section-title">
        评价
      </h2>
      <Body review={data} onChanged={review.reload} />
    </section>
  );
}

function Body({ review, onChanged }: { review: TaskReview; onChanged: () => void }) {
  const me = useSession().user?.userId ?? null;
  const other = counterpartWord(review.role);
  switch (review.status) {
    case REVIEW_STATUS.open:
      return <ReviewForm review={review} onDone={onChanged} />;
    case REVIEW_STATUS.waiting:
      return (
        <>
          <p className="m-deal-note m-soft-box" role="status">
            {reviewWaitingNote(review.windowEndsAt)}
          </p>
          {review.mine && <ReviewItem review={review.mine} title="我的评价（未公开）" me={me} onChanged={onChanged} />}
        </>
      );
    case REVIEW_STATUS.closed:
      return <p className="m-hint">{reviewClosedNote(review.windowEndsAt)}</p>;
    default:
      return (
        <>
          <h3 className="m-review-pair-title">{reviewTheirsTitle(review.role, review.counterpartName)}</h3>
          {review.theirs ? (
            <ReviewItem review={review.theirs} title={review.counterpartName || other} me={me} onChanged={onChanged} />
          ) : (
            <p className="m-hint">对方在评价期内没有评价。</p>
          )}
          <h3 className="m-review-pair-title">我的评价</h3>
          {review.mine ? (
            <ReviewItem review={review.mine} title="我" me={me} onChanged={onChanged} />
          ) : (
            <p className="m-hint">评价期内没有评价。</p>
          )}
        </>
      );
  }
}

function ReviewForm({ review, onDone }: { review: TaskReview; onDone: () => void }) {
  const aspects = reviewAspects(review.role);
  const who = counterpartWord(review.role);
  const [scores, setScores] = useState<[number, number, number]>([0, 0, 0]);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { run: send, busy } = useChange((given: [number, number, number], content: string) =>
    call('submitReview', { orderId: review.orderId, scores: given, content }),
  );
  const complete = scores.every((s) => s > 0);
  const submit = async () => {
    setTried(true);
    if (!complete) return;
    const result = await send(scores, text.trim());
    if (result?.success) onDone();
  };
  return (
    <form
      className="m-review-form"
      aria-label={`评价${who}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="m-hint">{reviewFormIntro(review.role, review.counterpartName, review.windowEndsAt)}</p>
      {aspects.map((label, i) => {
        const rate = (v: number) => setScores((s) => s.map((x, k) => (k === i ? v : x)) as [number, number, number]);
        return <StarInput key={label} label={label} value={scores[i]!} disabled={busy} onChange={rate} />;
      })}
      <TextAreaField
        label="评价内容（选填）"
        rows={4}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        placeholder="说说合作的感受，帮助其他用户做选择"
        onChange={(e) => setText(e.target.value)}
        after={
          <span className="m-hint m-review-counter">
            {text.length}/{REVIEW_TEXT_MAX}
          </span>
        }
      />
      {tried && !complete && (
        <p className="m-error" role="alert">
          请为每一项打分
        </p>
      )}
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        提交评价
      </button>
    </form>
  );
}

/** One rating given: @bazaar/react's five 44 px star radios (「n 星 满意」) with a ★ each, the chosen word beside them. */
function StarInput(pick: StarPick) {
  return (
    <SharedStarInput
      {...pick}
      star={() => <span aria-hidden="true">★</span>}
      classes={{ root: 'm-stars', choices: 'm-stars-choices', word: 'm-stars-word' }}
    />
  );
}

function ReviewItem({
  review,
  title,
  me,
  onChanged,
}: {
  review: Review;
  title: string;
  me: number | null;
  onChanged: () => void;
}) {
  const canReply = review.publishedAt !== null && review.reply === null && me === review.revieweeId;
  return (
    <article className="m-review m-soft-box">
      <p className="m-review-head">
        <strong>{title}</strong>
        <span className="m-review-score" aria-label={scoreLabel(review.score)}>
          ★ {review.score.toFixed(1)}
        </span>
        <span className="m-hint">{formatDate(review.publishedAt ?? review.createdAt)}</span>
      </p>
      <Facts className="m-review-aspects" items={reviewAspectRows(review)} />
      <p className="m-detail-text">{review.content || REVIEW_NO_TEXT}</p>
      {review.reply && (
        <p className="m-review-reply">
          <strong>回复：</strong>
          {review.reply}
        </p>
      )}
      {canReply && <ReplyForm reviewId={review.reviewId} onDone={onChanged} />}
    </article>
  );
}

function ReplyForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const form = useReviewReply(async (content) => {
    const saved = (await call('replyReview', { reviewId, content })).success;
    if (saved) onDone();
    return saved;
  });
  return (
    <form className="m-field-row" onSubmit={form.submit}>
      <label htmlFor={form.input.id} className="visually-hidden">
        {form.label}
      </label>
      <input {...form.input} className="m-input" />
      <button type="submit" className="m-button" disabled={!form.ready}>
        回复
      </button>
    </form>
  );
}

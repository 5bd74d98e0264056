/**
 * The reviewed party's one public reply to a review (issue 25), the same on both sites: the input's spec (its
 * hidden label, the limit, what the placeholder says), the text, and sending it trimmed — never empty, never twice
 * at once. `reply` is the site's replyReview call and refresh, answering whether it was saved.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX } from '@bazaar/domain/constants/reviews';
import { useChange } from './change';

/** What a published review without text says in its place. */
export const REVIEW_NO_TEXT = '对方没有写文字评价';

export function useReviewReply(reply: (content: string) => Promise<boolean>) {
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();
  const { run, busy } = useChange(async (content: string) => {
    if (await reply(content)) setText('');
  });
  return {
    /** The input's props; `label` is for a visually hidden <label htmlFor={input.id}>. */
    label: '回复这条评价',
    input: {
      id,
      value: text,
      maxLength: REVIEW_REPLY_MAX,
      placeholder: `公开回复（只能回复一次，${REVIEW_REPLY_MAX}字以内）`,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (trimmed) void run(trimmed);
    },
    busy,
    /** 回复 can be pressed. */
    ready: !!trimmed && !busy,
  };
}

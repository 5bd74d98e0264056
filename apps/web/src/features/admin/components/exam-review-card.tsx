import type { ExamReviewItem } from '@bazaar/domain/entities';
import { formatDateTime } from '@bazaar/domain/format';
import {
  EXAM_INFO,
  isExamType,
  isRubricPart,
  RUBRIC,
  RUBRIC_MESSAGE,
  RUBRIC_PART_MAX,
  rubricTotal,
  type RubricKey,
} from '@bazaar/domain/rules';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Img } from '@/shared/ui/img';
import { toast } from '@/shared/ui/toast/toast-store';
import { useReviewExam } from '../api/exam-reviews';
import styles from './admin.module.css';

const EMPTY: Record<RubricKey, string> = { composition: '', colour: '', concept: '', craft: '' };

/** One submitted answer: the brief, the image, and (pending) the rubric form; (reviewed) the scores. */
export function ExamReviewCard({ item }: { item: ExamReviewItem }) {
  const { attempt } = item;
  const info = isExamType(attempt.type) ? EXAM_INFO[attempt.type] : null;
  const review = useReviewExam();
  const [scores, setScores] = useState(EMPTY);
  const [comment, setComment] = useState('');
  const id = useId();
  const parsed = RUBRIC.map((p) => (scores[p.key].trim() === '' ? Number.NaN : Number(scores[p.key])));
  const valid = parsed.every(isRubricPart);
  const total = valid
    ? rubricTotal({ composition: parsed[0]!, colour: parsed[1]!, concept: parsed[2]!, craft: parsed[3]! })
    : null;

  const submit = async () => {
    if (!valid) return toast.error(RUBRIC_MESSAGE);
    if (!comment.trim()) return toast.error('请填写评语');
    const ok = await review.mutateAsync({
      attemptId: attempt.attemptId,
      composition: parsed[0]!,
      colour: parsed[1]!,
      concept: parsed[2]!,
      craft: parsed[3]!,
      comment,
    });
    if (ok) toast.success('评分已提交');
  };

  return (
    <article className={styles.card} aria-label={`${item.nickName ?? '设计师'}的${info?.name ?? ''}答卷`}>
      <div className={styles.cardMain}>
        <div className={styles.cardHead}>
          <span className={styles.status}>{info?.name ?? attempt.type}测评</span>
          <span className={styles.time}>提交于 {attempt.submittedAt ? formatDateTime(attempt.submittedAt) : '—'}</span>
        </div>
        <h2 className={styles.taskName}>{item.nickName ?? '无名'}</h2>
        {info && <p className={styles.lead}>{info.brief}</p>}
        {attempt.answerUrl && <Img src={attempt.answerUrl} alt={`${item.nickName ?? ''}的答卷`} ratio="4 / 3" />}
      </div>
      <div className={styles.cardSide}>
        {attempt.scores ? (
          <>
            <p className={styles.title}>
              {attempt.score}分 · {attempt.level}
            </p>
            {RUBRIC.map((p) => (
              <p key={p.key} className={styles.lead}>
                {p.name}：{attempt.scores?.[p.key]} / {RUBRIC_PART_MAX}
              </p>
            ))}
            <p className={styles.lead}>评语：{attempt.comment}</p>
            <p className={styles.noteLabel}>
              {item.reviewerName ?? '评审'} · {attempt.reviewedAt ? formatDateTime(attempt.reviewedAt) : ''}
            </p>
          </>
        ) : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className={styles.formRow}>
              {RUBRIC.map((p) => (
                <label key={p.key} className={styles.select} title={p.hint}>
                  <span>
                    {p.name}（0-{RUBRIC_PART_MAX}）
                  </span>
                  <input
                    className={styles.note}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={RUBRIC_PART_MAX}
                    step={1}
                    value={scores[p.key]}
                    onChange={(e) => setScores((s) => ({ ...s, [p.key]: e.target.value }))}
                  />
                </label>
              ))}
            </div>
            <label className={styles.textarea} htmlFor={`${id}-comment`}>
              <span>评语</span>
              <textarea
                id={`${id}-comment`}
                rows={3}
                maxLength={500}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            </label>
            <div className={styles.cardActions}>
              <span className={styles.noteLabel}>{total === null ? '四项均为0-25的整数' : `合计 ${total} 分`}</span>
              <Button type="submit" variant="primary" disabled={review.isPending}>
                提交评分
              </Button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}

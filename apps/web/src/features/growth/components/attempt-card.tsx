import { formatDateTime } from '@bazaar/domain/format';
import type { ExamAttempt, RubricScoresSchema } from './types';
import { attemptStatusName, examName } from '@bazaar/domain/rules';
import { RubricBars as SharedRubricBars } from '@bazaar/react/radar';
import { Img } from '@/shared/ui/img';
import styles from './growth.module.css';

export function RubricBars({ scores }: { scores: RubricScoresSchema }) {
  return (
    <SharedRubricBars
      scores={scores}
      classes={{ root: styles.bars, bar: styles.bar, track: styles.track, fill: styles.fill }}
    />
  );
}

const pillOf = (status: string) =>
  status === 'reviewed'
    ? `${styles.pill} ${styles.pillOk}`
    : status === 'pending' || status === 'inProgress'
      ? `${styles.pill} ${styles.pillBrand}`
      : `${styles.pill} ${styles.pillWarn}`;

/** One attempt: when, status, the answer, and once reviewed the score, rubric and the reviewer's comment. */
export function AttemptCard({ attempt, showType = false }: { attempt: ExamAttempt; showType?: boolean }) {
  return (
    <article className={`${styles.card} ${styles.stack}`}>
      <div className={styles.between}>
        <div className={styles.row}>
          {showType && <strong>{examName(attempt.type)}</strong>}
          <span className={pillOf(attempt.status)}>{attemptStatusName(attempt.status)}</span>
          <span className={styles.muted}>开始于 {formatDateTime(attempt.startedAt)}</span>
          {attempt.submittedAt && <span className={styles.muted}>提交于 {formatDateTime(attempt.submittedAt)}</span>}
        </div>
        {attempt.score !== null && (
          <div className={styles.row}>
            <span className={styles.tileValue}>{attempt.score}分</span>
            {attempt.level && <span className={`${styles.pill} ${styles.pillBrand}`}>{attempt.level}</span>}
          </div>
        )}
      </div>
      <div className={styles.grid2}>
        {attempt.answerUrl ? (
          <div className={styles.answer}>
            <Img src={attempt.answerUrl} alt={`${examName(attempt.type)}测评答卷`} ratio="4 / 3" />
          </div>
        ) : (
          <p className={styles.muted}>{attempt.status === 'expired' ? '超时未提交答卷' : '尚未上传答卷'}</p>
        )}
        {attempt.scores ? (
          <div className={styles.stack}>
            <RubricBars scores={attempt.scores} />
            {attempt.comment && <blockquote className={styles.comment}>评语：{attempt.comment}</blockquote>}
          </div>
        ) : attempt.status === 'pending' ? (
          <p className={styles.muted}>答卷已提交，评审老师会按构图、色彩、创意、完成度四项（各25分）评分并写下评语。</p>
        ) : null}
      </div>
    </article>
  );
}

import { scoreLabel, starFills, type StarPick } from '@bazaar/domain/format/review-view';
import { StarInput as SharedStarInput } from '@bazaar/react/star-input';
import styles from './reviews.module.css';

const PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z';

function Outline({ fill }: { fill: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.star}>
      <path
        d={PATH}
        fill={fill ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A star filled to `filled` (0, 0.5 or 1): the outline, and the filled star clipped over it. */
function Star({ filled }: { filled: number }) {
  return (
    <span className={styles.starBox}>
      <Outline fill={false} />
      {filled > 0 && (
        <span className={styles.starFill} style={{ width: `${filled * 100}%` }}>
          <Outline fill />
        </span>
      )}
    </span>
  );
}

/** A rating shown: five stars to the nearest half, with the figure (and the count) as text. */
export function StarScore({
  value,
  count,
  size = 'small',
}: {
  value: number;
  count?: number;
  size?: 'small' | 'large';
}) {
  return (
    <span className={styles.score} data-size={size}>
      <span className={styles.stars} role="img" aria-label={scoreLabel(value)}>
        {starFills(value).map((filled, i) => (
          <Star key={i} filled={filled} />
        ))}
      </span>
      <span className={styles.figure} aria-hidden="true">
        {value.toFixed(1)}
      </span>
      {count !== undefined && <span className={styles.count}>{count} 条评价</span>}
    </span>
  );
}

/**
 * One rating asked for: @bazaar/react's star radio group (arrow keys move, each star a 44 px target) with the
 * desktop's outlined stars and classes.
 */
export function StarInput(pick: StarPick) {
  return (
    <SharedStarInput
      {...pick}
      star={(on) => <Star filled={on ? 1 : 0} />}
      classes={{
        root: styles.starInput,
        legend: styles.starLabel,
        choices: styles.starChoices,
        choice: styles.starChoice,
        radio: styles.radio,
        word: styles.starWord,
      }}
    />
  );
}

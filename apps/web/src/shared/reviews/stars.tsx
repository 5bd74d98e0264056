import { starChoices, starWord, type StarPick } from '@bazaar/domain/format/review-view';
import { useId } from 'react';
import styles from './reviews.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

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
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={styles.score} data-size={size}>
      <span className={styles.stars} role="img" aria-label={`${value.toFixed(1)} 分（满分 5 分）`}>
        {STARS.map((n) => (
          <Star key={n} filled={rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0} />
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
 * One rating asked for: a radio group of five stars (arrow keys move, each star a 44 px target) with its
 * label and the chosen word (满意…) beside it.
 */
export function StarInput({ label, value, onChange, disabled }: StarPick) {
  const name = useId();
  return (
    <fieldset className={styles.starInput} disabled={disabled}>
      <legend className={styles.starLabel}>{label}</legend>
      <div className={styles.starChoices}>
        {starChoices(value).map((star) => (
          <label key={star.n} className={styles.starChoice} data-on={star.on || undefined}>
            <input
              type="radio"
              name={name}
              value={star.n}
              checked={value === star.n}
              onChange={() => onChange(star.n)}
              className={styles.radio}
            />
            <Star filled={star.on ? 1 : 0} />
            <span className="visually-hidden">{star.label}</span>
          </label>
        ))}
      </div>
      <span className={styles.starWord} aria-hidden="true">
        {starWord(value)}
      </span>
    </fieldset>
  );
}

/**
 * One rating asked for (the review form on both sites): a radio group of five stars — arrow keys move, each star a
 * 44 px target in the sites' CSS — with its label, and the chosen word (满意…) beside it. The choices, their
 * labels (「n 星 满意」) and the word are the domain's (`starChoices`, `starWord`); the site draws the star itself
 * and names its classes.
 */
import { starChoices, starWord, type StarPick } from '@bazaar/domain/format/review-view';
import { useId, type ReactNode } from 'react';

export interface StarInputClasses {
  root?: string;
  legend?: string;
  choices?: string;
  choice?: string;
  radio?: string;
  word?: string;
}

export function StarInput({
  label,
  value,
  onChange,
  disabled,
  star,
  classes = {},
}: StarPick & {
  /** The star drawn in each choice, lit or not (the phone's ★, the desktop's outlined SVG). */
  star: (on: boolean) => ReactNode;
  classes?: StarInputClasses;
}) {
  const name = useId();
  return (
    <fieldset className={classes.root} disabled={disabled}>
      <legend className={classes.legend}>{label}</legend>
      <span className={classes.choices}>
        {starChoices(value).map((choice) => (
          <label key={choice.n} className={classes.choice} data-on={choice.on || undefined}>
            <input
              type="radio"
              name={name}
              value={choice.n}
              checked={value === choice.n}
              onChange={() => onChange(choice.n)}
              className={classes.radio}
            />
            {star(choice.on)}
            <span className="visually-hidden">{choice.label}</span>
          </label>
        ))}
      </span>
      <span className={classes.word} aria-hidden="true">
        {starWord(value)}
      </span>
    </fieldset>
  );
}

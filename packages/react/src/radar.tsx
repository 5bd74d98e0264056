/**
 * A radar chart in plain SVG (no chart library), the growth pages' on both sites: one axis per item, values 0–max,
 * grid rings at 25 % steps, each axis named with its value (— before any). The geometry is the domain's
 * (`radarChart`); the site gives the sizes that suit its width.
 */
import { radarChart, rubricBars, RUBRIC_PART_MAX, type RubricScores } from '@bazaar/domain/rules/growth';

export interface RadarLayout {
  /** The chart's square, in SVG units (the viewBox's height). */
  size: number;
  /** The outer ring's radius. */
  radius: number;
  /** How far beyond the outer ring the axis names sit. */
  labelGap: number;
  /** Room left and right of the square for the names (they run sideways). */
  margin: number;
  fontSize: number;
  dotRadius: number;
}

/** The desktop's growth pages (a 320-unit chart in its column). */
export const DESKTOP_RADAR: RadarLayout = {
  size: 320,
  radius: 110,
  labelGap: 26,
  margin: 70,
  fontSize: 13,
  dotRadius: 3.5,
};
/** A phone's width. */
export const PHONE_RADAR: RadarLayout = { size: 240, radius: 78, labelGap: 16, margin: 56, fontSize: 12, dotRadius: 3 };

export function Radar({
  items,
  max,
  label,
  layout,
  className,
}: {
  items: { name: string; value: number | null }[];
  max: number;
  /** The chart's accessible name (the SVG is one image to a screen reader). */
  label: string;
  layout: RadarLayout;
  className?: string;
}) {
  const center = layout.size / 2;
  const chart = radarChart(items, { max, radius: layout.radius, labelRadius: layout.radius + layout.labelGap, center });
  return (
    <svg
      className={className}
      viewBox={`${-layout.margin} 0 ${layout.size + 2 * layout.margin} ${layout.size}`}
      role="img"
      aria-label={label}
    >
      {chart.rings.map((points) => (
        <polygon key={points} points={points} fill="none" stroke="var(--line)" />
      ))}
      {chart.axes.map((p, i) => (
        <line key={i} x1={center} y1={center} x2={p.x} y2={p.y} stroke="var(--line)" />
      ))}
      <polygon points={chart.shape} fill="rgb(255 90 54 / 22%)" stroke="var(--brand)" strokeWidth={2} />
      {chart.dots.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={layout.dotRadius} fill="var(--brand)" />
      ))}
      {chart.labels.map((l) => (
        <text
          key={l.name}
          x={l.x}
          y={l.y}
          textAnchor={l.anchor}
          dominantBaseline="middle"
          fontSize={layout.fontSize}
          fill="var(--ink-1)"
        >
          {l.name}
          <tspan fill="var(--ink-2)">{l.value}</tspan>
        </text>
      ))}
    </svg>
  );
}

/** The classes a site gives the rubric's bars: the list, a part's row, its track and the track's fill. */
export interface RubricBarClasses {
  root?: string;
  bar?: string;
  track?: string;
  fill?: string;
}

/** An attempt's rubric, one bar a part (its name, the bar, `value / RUBRIC_PART_MAX`), its hint on hover. */
export function RubricBars({ scores, classes = {} }: { scores: RubricScores; classes?: RubricBarClasses }) {
  return (
    <dl className={classes.root}>
      {rubricBars(scores).map((part) => (
        <div key={part.key} className={classes.bar} title={part.hint}>
          <dt>{part.name}</dt>
          <dd className={classes.track} aria-hidden="true">
            <span className={classes.fill} style={{ width: `${part.percent}%` }} />
          </dd>
          <dd>
            {part.value} / {RUBRIC_PART_MAX}
          </dd>
        </div>
      ))}
    </dl>
  );
}

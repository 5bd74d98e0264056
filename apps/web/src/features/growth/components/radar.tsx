import { radarChart } from '@bazaar/domain/rules';
import styles from './growth.module.css';

const SIZE = 320;
const C = SIZE / 2;
const R = 110;

/** A radar chart in plain SVG (no chart library): one axis per item, values 0–max, grid rings at 25 % steps. */
export function Radar({
  items,
  max,
  label,
}: {
  items: { name: string; value: number | null }[];
  max: number;
  label: string;
}) {
  const chart = radarChart(items, { max, radius: R, labelRadius: R + 26, center: C });
  return (
    <svg className={styles.radar} viewBox={`-70 0 ${SIZE + 140} ${SIZE}`} role="img" aria-label={label}>
      {chart.rings.map((points) => (
        <polygon key={points} points={points} fill="none" stroke="var(--line)" />
      ))}
      {chart.axes.map((p, i) => (
        <line key={i} x1={C} y1={C} x2={p.x} y2={p.y} stroke="var(--line)" />
      ))}
      <polygon points={chart.shape} fill="rgb(255 90 54 / 22%)" stroke="var(--brand)" strokeWidth={2} />
      {chart.dots.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={3.5} fill="var(--brand)" />
      ))}
      {chart.labels.map((l) => (
        <text
          key={l.name}
          x={l.x}
          y={l.y}
          textAnchor={l.anchor}
          dominantBaseline="middle"
          fontSize={13}
          fill="var(--ink-1)"
        >
          {l.name}
          <tspan fill="var(--ink-2)">{l.value}</tspan>
        </text>
      ))}
    </svg>
  );
}

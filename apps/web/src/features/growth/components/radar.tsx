import { radarPoints } from '@bazaar/domain/rules';
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
  const ring = (f: number) =>
    radarPoints(
      items.map(() => max * f),
      max,
      R,
      C,
      C,
    )
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');
  const shape = radarPoints(
    items.map((i) => i.value ?? 0),
    max,
    R,
    C,
    C,
  );
  const labels = radarPoints(
    items.map(() => max),
    max,
    R + 26,
    C,
    C,
  );
  return (
    <svg className={styles.radar} viewBox={`-70 0 ${SIZE + 140} ${SIZE}`} role="img" aria-label={label}>
      {[0.25, 0.5, 0.75, 1].map((f) => (
        <polygon key={f} points={ring(f)} fill="none" stroke="var(--line)" />
      ))}
      {labels.map((p, i) => (
        <line
          key={i}
          x1={C}
          y1={C}
          x2={C + ((p.x - C) * R) / (R + 26)}
          y2={C + ((p.y - C) * R) / (R + 26)}
          stroke="var(--line)"
        />
      ))}
      <polygon
        points={shape.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
        fill="rgb(255 90 54 / 22%)"
        stroke="var(--brand)"
        strokeWidth={2}
      />
      {shape.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={3.5} fill="var(--brand)" />
      ))}
      {labels.map((p, i) => {
        const item = items[i];
        if (!item) return null;
        const anchor = Math.abs(p.x - C) < 8 ? 'middle' : p.x > C ? 'start' : 'end';
        return (
          <text
            key={item.name}
            x={p.x}
            y={p.y}
            textAnchor={anchor}
            dominantBaseline="middle"
            fontSize={13}
            fill="var(--ink-1)"
          >
            {item.name}
            <tspan fill="var(--ink-2)">{item.value === null ? ' —' : ` ${item.value}`}</tspan>
          </text>
        );
      })}
    </svg>
  );
}

/**
 * The exam results' parts the phone's growth pages share (/ability, /my/score, /my/{type}; issue 9): every type's
 * latest result as a tile opening its page, a rubric's four parts as bars, and the types' radar. Names and notes are the desktop's
 * (@bazaar/domain/rules growth).
 */
import type { CapacityType } from '@bazaar/domain/entities';
import {
  attemptStatusName,
  EXAM_INFO,
  examTypeNote,
  isExamType,
  radarPoints,
  rubricBars,
  RUBRIC_PART_MAX,
  scoreText,
  type RubricScores,
} from '@bazaar/domain/rules/growth';
import { Link } from '@/shared/router';

export function ExamTiles({ types, label }: { types: CapacityType[]; label?: string }) {
  return (
    <ul className="m-exam-list" aria-label={label}>
      {types.map((t) =>
        isExamType(t.type) ? (
          <li key={t.type}>
            <Link to={EXAM_INFO[t.type].resultPath} className="m-exam-tile">
              <span className="m-exam-name">
                {EXAM_INFO[t.type].name}
                <span className="m-pill">{attemptStatusName(t.status)}</span>
              </span>
              <strong className="m-exam-score">{scoreText(t.score)}</strong>
              <span className="m-hint">{examTypeNote(t)}</span>
            </Link>
          </li>
        ) : null,
      )}
    </ul>
  );
}

export function RubricBars({ scores }: { scores: RubricScores }) {
  return (
    <dl className="m-rubric">
      {rubricBars(scores).map((part) => (
        <div key={part.key}>
          <dt>{part.name}</dt>
          <dd className="m-rubric-track" aria-hidden="true">
            <span style={{ width: `${part.percent}%` }} />
          </dd>
          <dd>
            {part.value} / {RUBRIC_PART_MAX}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const SIZE = 240;
const C = SIZE / 2;
const R = 78;
const LABEL = R + 16;

/**
 * The types' latest scores as a radar in plain SVG (the desktop's, drawn for a phone's width: no chart library):
 * one axis per type, 0–100, rings at 25 % steps, each axis named with its score (— before any).
 */
export function Radar({ items, label }: { items: { name: string; value: number | null }[]; label: string }) {
  const at = (values: number[], radius: number) => radarPoints(values, 100, radius, C, C);
  const line = (points: { x: number; y: number }[]) =>
    points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const full = items.map(() => 100);
  const shape = at(
    items.map((i) => i.value ?? 0),
    R,
  );
  return (
    <svg className="m-radar" viewBox={`-56 0 ${SIZE + 112} ${SIZE}`} role="img" aria-label={label}>
      {[0.25, 0.5, 0.75, 1].map((f) => (
        <polygon key={f} points={line(at(full, R * f))} fill="none" stroke="var(--line)" />
      ))}
      {at(full, R).map((p, i) => (
        <line key={i} x1={C} y1={C} x2={p.x} y2={p.y} stroke="var(--line)" />
      ))}
      <polygon points={line(shape)} fill="rgb(255 90 54 / 22%)" stroke="var(--brand)" strokeWidth={2} />
      {shape.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={3} fill="var(--brand)" />
      ))}
      {at(full, LABEL).map((p, i) => {
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
            fontSize={12}
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

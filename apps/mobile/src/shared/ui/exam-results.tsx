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
  radarChart,
  rubricBars,
  RUBRIC_PART_MAX,
  scoreText,
  type RubricScores,
} from '@bazaar/domain/rules/growth';
import { call } from '@/shared/api';
import { Link } from '@/shared/router';
import { useMine } from '@/shared/use-mine';

/** The capability model: /ability's and /my/score's read (one cache entry for both). */
export const useCapacityModel = () => useMine('ability', () => call('getCapacityModel', undefined, { silent: true }));

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

/**
 * The types' latest scores as a radar in plain SVG (the desktop's, drawn for a phone's width: no chart library):
 * one axis per type, 0–100, rings at 25 % steps, each axis named with its score (— before any).
 */
export function Radar({ items, label }: { items: { name: string; value: number | null }[]; label: string }) {
  const chart = radarChart(items, { max: 100, radius: R, labelRadius: R + 16, center: C });
  return (
    <svg className="m-radar" viewBox={`-56 0 ${SIZE + 112} ${SIZE}`} role="img" aria-label={label}>
      {chart.rings.map((points) => (
        <polygon key={points} points={points} fill="none" stroke="var(--line)" />
      ))}
      {chart.axes.map((p, i) => (
        <line key={i} x1={C} y1={C} x2={p.x} y2={p.y} stroke="var(--line)" />
      ))}
      <polygon points={chart.shape} fill="rgb(255 90 54 / 22%)" stroke="var(--brand)" strokeWidth={2} />
      {chart.dots.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={3} fill="var(--brand)" />
      ))}
      {chart.labels.map((l) => (
        <text
          key={l.name}
          x={l.x}
          y={l.y}
          textAnchor={l.anchor}
          dominantBaseline="middle"
          fontSize={12}
          fill="var(--ink-1)"
        >
          {l.name}
          <tspan fill="var(--ink-2)">{l.value}</tspan>
        </text>
      ))}
    </svg>
  );
}

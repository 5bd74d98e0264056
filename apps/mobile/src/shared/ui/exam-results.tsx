/**
 * The exam results' parts the phone's growth pages share (/ability, /my/score, /my/{type}; issue 9): every type's
 * latest result as a tile opening its page and a rubric's four parts as bars (the types' radar is @bazaar/react's). Names and notes are the desktop's
 * (@bazaar/domain/rules growth).
 */
import type { CapacityType } from '@bazaar/domain/entities';
import {
  attemptStatusName,
  EXAM_INFO,
  examTypeNote,
  isExamType,
  scoreText,
  type RubricScores,
} from '@bazaar/domain/rules/growth';
import { RubricBars as SharedRubricBars } from '@bazaar/react/radar';
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
  return <SharedRubricBars scores={scores} classes={{ root: 'm-rubric', track: 'm-rubric-track' }} />;
}

/**
 * /ability 能力测评 on a phone (designerOrJoin, as the desktop; issue 9), read-only: the capability model — the
 * overall score and level, the rubric means as bars, the recommended next exam and every exam type's latest result.
 * Taking an exam (uploading a design against the clock) is a computer's job: its link opens the page that says so.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { ABILITY_WORDS, nextExamWords } from '@bazaar/domain/rules/growth';
import { Link } from '@/shared/router';
import { ExamTiles, RubricBars, useCapacityModel } from '@/shared/ui/exam-results';
import { readFallback } from '@/shared/ui/load-failed';

export default function AbilityPage() {
  const model = useCapacityModel();
  const data = model.data;
  if (!data) return readFallback(model);
  const next = nextExamWords(data.next);
  return (
    <div className="m-centre">
      <p className="m-centre-role">{ABILITY_WORDS.lead}</p>
      <section className="m-centre-card m-ability" aria-label="综合等级">
        <div className="m-ability-score">
          <strong>{data.score ?? '—'}</strong>
          <span className="m-pill m-pill-theme">{data.level ?? ABILITY_WORDS.noLevel}</span>
        </div>
        <p className="m-hint">{ABILITY_WORDS.scoreNote}</p>
        {data.rubric && <RubricBars scores={data.rubric} />}
      </section>
      {next && (
        <section className="m-centre-card m-ability-next" aria-label="下一步推荐">
          <h2 className="m-centre-card-title">{next.title}</h2>
          <p className="m-centre-role">{next.meta}</p>
          <Link to={next.path} className="m-button m-button-ghost m-button-block">
            {next.action}
          </Link>
        </section>
      )}
      <section aria-labelledby="ability-all">
        <div className="m-section-head">
          <h2 id="ability-all" className="m-section-title">
            全部测评
          </h2>
        </div>
        <ExamTiles types={data.types} />
      </section>
    </div>
  );
}

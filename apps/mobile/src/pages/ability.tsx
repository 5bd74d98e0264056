/**
 * /ability 能力测评 on a phone (designerOrJoin, as the desktop; issue 9), read-only: the capability model — the
 * overall score and level, the rubric means as bars, the recommended next exam and every exam type's latest result.
 * Taking an exam (uploading a design against the clock) is a computer's job: its link opens the page that says so.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { EXAM_INFO, isExamType } from '@bazaar/domain/rules/growth';
import { Link } from '@/shared/router';
import { ExamTiles, RubricBars, useCapacityModel } from '@/shared/ui/exam-results';
import { readFallback } from '@/shared/ui/load-failed';

export default function AbilityPage() {
  const model = useCapacityModel();
  const data = model.data;
  if (!data) return readFallback(model);
  const next = data.next && isExamType(data.next) ? EXAM_INFO[data.next] : null;
  return (
    <div className="m-centre">
      <p className="m-centre-role">完成限时命题，获得评审评分；各类成绩组成你的能力模型，展示给雇主。</p>
      <section className="m-centre-card m-ability" aria-label="综合等级">
        <div className="m-ability-score">
          <strong>{data.score ?? '—'}</strong>
          <span className="m-pill m-pill-theme">{data.level ?? '暂无等级'}</span>
        </div>
        <p className="m-hint">综合分为已评分各类测评最新成绩的平均值。</p>
        {data.rubric && <RubricBars scores={data.rubric} />}
      </section>
      {next && (
        <section className="m-centre-card m-ability-next" aria-label="下一步推荐">
          <h2 className="m-centre-card-title">下一步推荐：{next.name}测评</h2>
          <p className="m-centre-role">
            限时 {next.minutes} 分钟 · {next.brief}
          </p>
          <Link to={next.examPath} className="m-button m-button-ghost m-button-block">
            去参加{next.name}测评
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

/**
 * /ability 能力测评 on a phone (designerOrJoin, as the desktop; issue 9), read-only: the capability model — the
 * overall score and level, the rubric means as bars, the recommended next exam and every exam type's latest result.
 * Taking an exam (uploading a design against the clock) is a computer's job: its link opens the page that says so.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { formatDate } from '@bazaar/domain/format';
import {
  ATTEMPT_STATUS_NAME,
  EXAM_INFO,
  isExamType,
  RUBRIC,
  RUBRIC_PART_MAX,
  type AttemptStatus,
} from '@bazaar/domain/rules/growth';
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useLoad } from '@/shared/use-load';
import { LoadFailed } from '@/shared/ui/load-failed';

const statusName = (status: string | null): string =>
  status && status in ATTEMPT_STATUS_NAME ? ATTEMPT_STATUS_NAME[status as AttemptStatus] : '未参加';

export default function AbilityPage() {
  const { user } = useSession();
  const model = useLoad(`ability:${user?.userId ?? 0}`, async () =>
    dataOr(await call('getCapacityModel', undefined, { silent: true }), null),
  );
  if (model.loading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  const data = model.data;
  if (!data) return <LoadFailed retry={model.reload} />;
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
        {data.rubric && (
          <dl className="m-rubric">
            {RUBRIC.map((part) => {
              const value = data.rubric?.[part.key] ?? 0;
              return (
                <div key={part.key}>
                  <dt>{part.name}</dt>
                  <dd className="m-rubric-track" aria-hidden="true">
                    <span style={{ width: `${(value / RUBRIC_PART_MAX) * 100}%` }} />
                  </dd>
                  <dd>
                    {value} / {RUBRIC_PART_MAX}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
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
        <ul className="m-exam-list">
          {data.types.map((t) =>
            isExamType(t.type) ? (
              <li key={t.type}>
                <Link to={EXAM_INFO[t.type].resultPath} className="m-exam-tile">
                  <span className="m-exam-name">
                    {EXAM_INFO[t.type].name}
                    <span className="m-pill">{statusName(t.status)}</span>
                  </span>
                  <strong className="m-exam-score">{t.score === null ? '—' : `${t.score}分`}</strong>
                  <span className="m-hint">
                    {t.level ?? '暂无成绩'}
                    {t.nextAvailableAt ? ` · ${formatDate(t.nextAvailableAt)}后可再测` : ' · 现在可以参加'}
                  </span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      </section>
    </div>
  );
}

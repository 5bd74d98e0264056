/**
 * /my/diagnosis 作品诊断 (designerOrJoin) and /my/healthy 账号健康度 (login) on a phone, as the desktop's (issue 9,
 * decision 012): the score, then each item — the diagnosis's 良好 / 待改进 with its fix and the works concerned (each
 * opens in the phone's editor), the health's parts with their points of their weight as bars.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { barPercent } from '@bazaar/domain/rules/growth';
import { call, dataOr } from '@/shared/api';
import { Link, useLocation } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useLoad } from '@/shared/use-load';
import { LoadFailed } from '@/shared/ui/load-failed';

export default function ReportPage() {
  return useLocation().pathname.toLowerCase().startsWith('/my/diagnosis') ? <Diagnosis /> : <Healthy />;
}

function Diagnosis() {
  const { user } = useSession();
  const report = useLoad(`diagnosis:${user?.userId ?? 0}`, async () =>
    dataOr(await call('getMyDiagnosis', undefined, { silent: true }), null),
  );
  if (report.loading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  const data = report.data;
  if (!data) return <LoadFailed retry={report.reload} />;
  const toFix = data.items.filter((i) => i.level === 'warn').length;
  return (
    <div className="m-centre">
      <section className="m-centre-card m-score-card" aria-label="诊断得分">
        <div className="m-ability-score">
          <strong>{data.score}</strong>
          <span className="m-hint">分 · 共 {data.worksCount} 件作品</span>
        </div>
        <p className="m-centre-role">
          根据你的作品和资料自动生成，逐项给出修改入口。{toFix > 0 ? `${toFix} 项待改进。` : '各项良好。'}
        </p>
      </section>
      <ul className="m-report-list" aria-label="诊断项">
        {data.items.map((item) => (
          <li key={item.key} className="m-centre-card m-report-item">
            <div className="m-report-head">
              <strong>{item.title}</strong>
              <span className={`m-pill ${item.level === 'ok' ? 'm-pill-ok' : 'm-pill-warn'}`}>
                {item.level === 'ok' ? '良好' : '待改进'}
              </span>
            </div>
            <p className="m-centre-role">{item.detail}</p>
            {item.works.length > 0 && (
              <ul className="m-report-works" aria-label={`${item.title}涉及的作品`}>
                {item.works.map((w) => (
                  <li key={w.worksId}>
                    <Link to={`/u/works?edit=${w.worksId}`} className="m-report-work">
                      {w.title} · 修改
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {item.level === 'warn' && (
              <Link to={item.fixLink} className="m-plan-go">
                {item.fixText} ›
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Healthy() {
  const { user } = useSession();
  const report = useLoad(`health:${user?.userId ?? 0}`, async () =>
    dataOr(await call('getMyAccountHealth', undefined, { silent: true }), null),
  );
  if (report.loading) return <div className="m-skeleton m-page-skeleton" aria-hidden="true" />;
  const data = report.data;
  if (!data) return <LoadFailed retry={report.reload} />;
  return (
    <div className="m-centre">
      <section className="m-centre-card m-score-card" aria-label="健康度">
        <div className="m-ability-score">
          <strong>{data.score}</strong>
          <span className="m-hint">/ 100</span>
        </div>
        <p className="m-centre-role">由接单表现计算，满分100；健康度越高，越容易被雇主选中。</p>
      </section>
      <ul className="m-report-list" aria-label="健康度各项">
        {data.parts.map((p) => (
          <li key={p.key} className="m-centre-card m-report-item">
            <div className="m-report-head">
              <strong>{p.name}</strong>
              <span className="m-report-points">
                <b>{p.points}</b> / {p.weight}
              </span>
            </div>
            <div
              className="m-plan-progress"
              role="progressbar"
              aria-label={`${p.name}得分`}
              aria-valuemin={0}
              aria-valuemax={p.weight}
              aria-valuenow={p.points}
            >
              <span style={{ width: `${barPercent(p.points, p.weight)}%` }} />
            </div>
            <p className="m-centre-role">{p.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

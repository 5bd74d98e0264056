/**
 * /my/diagnosis 作品诊断 (designerOrJoin) and /my/healthy 账号健康度 (login) on a phone, as the desktop's (issue 9,
 * decision 012): the score, then each item — the diagnosis's 良好 / 待改进 with its fix and the works concerned (each
 * opens in the phone's editor), the health's parts with their points of their weight as bars.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import type { ReactNode } from 'react';
import { barPercent } from '@bazaar/domain/rules/growth';
import { call } from '@/shared/api';
import { Link, useLocation } from '@/shared/router';
import { useMine } from '@/shared/use-mine';
import { readFallback } from '@/shared/ui/load-failed';

/** One item of a report: its card, its title with `side` (a verdict, the points) on the right, then its details. */
function ReportItem({ title, side, children }: { title: string; side: ReactNode; children: ReactNode }) {
  return (
    <li className="m-centre-card m-report-item">
      <div className="m-report-head">
        <strong>{title}</strong>
        {side}
      </div>
      {children}
    </li>
  );
}

export default function ReportPage() {
  return useLocation().pathname.toLowerCase().startsWith('/my/diagnosis') ? <Diagnosis /> : <Healthy />;
}

function Diagnosis() {
  const report = useMine('diagnosis', () => call('getMyDiagnosis', undefined, { silent: true }));
  const data = report.data;
  if (!data) return readFallback(report);
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
      <ul className="m-stack-list" aria-label="诊断项">
        {data.items.map((item) => (
          <ReportItem
            key={item.key}
            title={item.title}
            side={
              <span className={`m-pill ${item.level === 'ok' ? 'm-pill-ok' : 'm-pill-warn'}`}>
                {item.level === 'ok' ? '良好' : '待改进'}
              </span>
            }
          >
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
          </ReportItem>
        ))}
      </ul>
    </div>
  );
}

function Healthy() {
  const report = useMine('health', () => call('getMyAccountHealth', undefined, { silent: true }));
  const data = report.data;
  if (!data) return readFallback(report);
  return (
    <div className="m-centre">
      <section className="m-centre-card m-score-card" aria-label="健康度">
        <div className="m-ability-score">
          <strong>{data.score}</strong>
          <span className="m-hint">/ 100</span>
        </div>
        <p className="m-centre-role">由接单表现计算，满分100；健康度越高，越容易被雇主选中。</p>
      </section>
      <ul className="m-stack-list" aria-label="健康度各项">
        {data.parts.map((p) => (
          <ReportItem
            key={p.key}
            title={p.name}
            side={
              <span className="m-report-points">
                <b>{p.points}</b> / {p.weight}
              </span>
            }
          >
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
          </ReportItem>
        ))}
      </ul>
    </div>
  );
}

/**
 * /my/score 我的成绩 and the type score pages /my/{banner,ikon,ip,logo,insetScore,packScore} on a phone (login, as the
 * desktop; issue 9, decision 012): the overall result as a radar with every type's latest tile, and one type's
 * result — score, level, when it may be taken again, and each attempt with its answer, rubric and comment. Taking
 * an exam stays a computer's job: /exam/* answers with the computer page, and 插画 and 包装 (taken on their own score
 * page) give the desktop link to copy.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { formatDate, formatDateTime } from '@bazaar/domain/format';
import type { ExamAttempt } from '@bazaar/domain/entities';
import {
  attemptStatusName,
  EXAM_INFO,
  EXAM_TYPES,
  examName,
  examTypeOfPath,
  type ExamType,
} from '@bazaar/domain/rules/growth';
import { call } from '@/shared/api';
import { Link, useLocation } from '@/shared/router';
import { useMine } from '@/shared/use-mine';
import { DesktopLink } from '@/shared/ui/desktop-link';
import { PHONE_RADAR, Radar } from '@bazaar/react/radar';
import { ExamTiles, RubricBars, useCapacityModel } from '@/shared/ui/exam-results';
import { Img } from '@/shared/ui/img';
import { readFallback } from '@/shared/ui/load-failed';

export default function ScorePage() {
  const type = examTypeOfPath(useLocation().pathname);
  return type ? <TypeScore key={type} type={type} /> : <AllScores />;
}

function AllScores() {
  const model = useCapacityModel();
  const data = model.data;
  if (!data) return readFallback(model);
  return (
    <div className="m-centre">
      <p className="m-centre-role">六类能力测评的最新成绩；点开查看每次测评的评分与评语。</p>
      <section className="m-centre-card m-score-card" aria-label="综合成绩">
        <div className="m-ability-score">
          <strong>{data.score ?? '—'}</strong>
          <LevelPill level={data.level} none="暂无等级" />
        </div>
        <Radar
          className="m-radar"
          layout={PHONE_RADAR}
          max={100}
          label="各类测评成绩雷达图"
          items={EXAM_TYPES.map((type) => ({
            name: examName(type),
            value: data.types.find((t) => t.type === type)?.score ?? null,
          }))}
        />
        <Link to="/ability" className="m-button m-button-ghost m-button-block">
          查看能力模型
        </Link>
      </section>
      <ExamTiles types={data.types} label="各类测评成绩" />
    </div>
  );
}

function TypeScore({ type }: { type: ExamType }) {
  const info = EXAM_INFO[type];
  const result = useMine(`exam-result:${type}`, () => call('getResultOfCapacityModel', { type }, { silent: true }));
  const data = result.data;
  if (!data) return readFallback(result);
  const latest = data.history[0];
  return (
    <div className="m-centre">
      <p className="m-centre-role">每次测评的分数、四项评分与评审评语。</p>
      <section className="m-centre-card m-score-card" aria-label={`${info.name}测评成绩`}>
        <div className="m-ability-score">
          <strong>{data.score ?? '—'}</strong>
          {data.score !== null && <span className="m-hint">分</span>}
          <LevelPill level={data.level} none="暂无成绩" />
        </div>
        <p className="m-hint">
          {latest ? attemptStatusName(latest.status) : '未参加'}
          {data.nextAvailableAt ? ` · ${formatDate(data.nextAvailableAt)}后可再测` : ' · 现在可以参加'}
        </p>
      </section>
      <TakeExam type={type} closed={data.nextAvailableAt !== null} />
      <section aria-labelledby="score-history" className="m-stack">
        <div className="m-section-head">
          <h2 id="score-history" className="m-section-title">
            测评记录
          </h2>
        </div>
        {data.history.length > 0 ? (
          data.history.map((a) => <AttemptCard key={a.attemptId} attempt={a} />)
        ) : (
          <p className="m-centre-card m-score-none">还没有参加过{info.name}测评。</p>
        )}
      </section>
      <Link to="/my/score" className="m-text-link">
        ‹ 我的成绩
      </Link>
    </div>
  );
}

/** The brief and how to take it: on a computer (/exam/* is its page; 插画 and 包装 are taken on their score page). */
function TakeExam({ type, closed }: { type: ExamType; closed: boolean }) {
  const info = EXAM_INFO[type];
  const onItsScorePage = info.examPath === info.resultPath;
  return (
    <section className="m-centre-card m-ability-next" aria-label="参加测评">
      <h2 className="m-centre-card-title">参加{info.name}测评</h2>
      <p className="m-centre-role">
        限时 {info.minutes} 分钟 · {info.brief}
      </p>
      <p className="m-score-note">测评答题需要上传设计稿并对照题目要求作答，请在电脑上完成。</p>
      {onItsScorePage ? (
        <DesktopLink pathname={info.examPath} id="exam-link" />
      ) : (
        // Not open again yet (one try per 30 days, the date above): the link stays, quieter.
        <Link to={info.examPath} className={`m-button m-button-block${closed ? ' m-button-ghost' : ''}`}>
          去测评
        </Link>
      )}
    </section>
  );
}

/** A level (S 专家 …) in the theme's colour; before any, a plain pill. */
const LevelPill = ({ level, none }: { level: string | null; none: string }) => (
  <span className={`m-pill${level ? ' m-pill-theme' : ''}`}>{level ?? none}</span>
);

const PILL: Record<string, string> = { reviewed: 'm-pill-ok', pending: 'm-pill-brand', inProgress: 'm-pill-brand' };

/** One attempt: when, status, the answer, and once reviewed the score, rubric and the reviewer's comment. */
function AttemptCard({ attempt }: { attempt: ExamAttempt }) {
  const name = examName(attempt.type);
  return (
    <article className="m-centre-card m-attempt" aria-label={`${formatDate(attempt.startedAt)}的${name}测评`}>
      <div className="m-attempt-head">
        <span className={`m-pill ${PILL[attempt.status] ?? 'm-pill-warn'}`}>{attemptStatusName(attempt.status)}</span>
        {attempt.score !== null && (
          <strong className="m-exam-score">
            {attempt.score}分{attempt.level && <span className="m-pill m-pill-theme">{attempt.level}</span>}
          </strong>
        )}
      </div>
      <p className="m-hint m-attempt-times">
        <span>开始于 {formatDateTime(attempt.startedAt)}</span>
        {attempt.submittedAt && <span>提交于 {formatDateTime(attempt.submittedAt)}</span>}
      </p>
      {attempt.answerUrl ? (
        <Img src={attempt.answerUrl} alt={`${name}测评答卷`} width={343} box="4 / 3" className="m-attempt-answer" />
      ) : (
        <p className="m-hint">{attempt.status === 'expired' ? '超时未提交答卷' : '尚未上传答卷'}</p>
      )}
      {attempt.scores ? (
        <>
          <RubricBars scores={attempt.scores} />
          {attempt.comment && <blockquote className="m-attempt-comment">评语：{attempt.comment}</blockquote>}
        </>
      ) : attempt.status === 'pending' ? (
        <p className="m-hint">答卷已提交，评审老师会按构图、色彩、创意、完成度四项（各25分）评分并写下评语。</p>
      ) : null}
    </article>
  );
}

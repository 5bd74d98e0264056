/** Exams, results and the capability model (issue 9): /exam/*, /my/score, /my/{type}, /ability. */
import {
  ABILITY_WORDS,
  attemptStatusName,
  EXAM_INFO,
  EXAM_TYPES,
  examName,
  examTypeNote,
  examTypeOfPath,
  nextExamWords,
  RUBRIC,
  RUBRIC_PART_MAX,
  scoreText,
  type ExamType,
} from '@bazaar/domain/rules';
import { Link, useLocation } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCapacityModel, useExamResult } from '../api/growth-api';
import { AttemptCard, RubricBars } from '../components/attempt-card';
import { ExamPanel } from '../components/exam-panel';
import { DESKTOP_RADAR, Radar } from '@bazaar/react/radar';
import styles from '../components/growth.module.css';
import * as paths from '@/shared/lib/page-paths';

function RubricNote() {
  return (
    <aside className={`${styles.card} ${styles.soft} ${styles.stack}`} aria-label="评分标准">
      <h2 className={styles.tileTitle}>评分标准（满分100）</h2>
      <ul className={styles.list}>
        {RUBRIC.map((part) => (
          <li key={part.key} className={styles.muted}>
            <strong>
              {part.name} 0-{RUBRIC_PART_MAX}分
            </strong>
            ：{part.hint}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** /exam/{banner|ikon|ip|logo} (login): the timed brief and the answer. */
export function ExamPage() {
  const type = examTypeOfPath(useLocation().pathname) ?? 'banner';
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{EXAM_INFO[type].name}能力测评</h1>
          <p className={styles.lead}>限时完成一份设计命题，评审老师按统一标准打分，成绩计入你的能力模型。</p>
        </div>
        <Button to={EXAM_INFO[type].resultPath}>{EXAM_INFO[type].name}成绩</Button>
      </header>
      <div className={styles.stack}>
        <ExamPanel type={type} />
        <RubricNote />
      </div>
    </Container>
  );
}

/** /my/banner, /my/ikon, /my/ip, /my/logo, /my/insetScore, /my/packScore: one type's results and history. */
export function TypeScorePage() {
  const type = examTypeOfPath(useLocation().pathname) ?? 'banner';
  const info = EXAM_INFO[type];
  const result = useExamResult(type);
  const takenHere = info.examPath === info.resultPath;
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{info.name}测评成绩</h1>
          <p className={styles.lead}>每次测评的分数、四项评分与评审评语。</p>
        </div>
        <div className={styles.row}>
          {result.data?.score != null && (
            <span className={styles.big}>
              {result.data.score}
              <small className={styles.muted}> 分 · {result.data.level}</small>
            </span>
          )}
          {!takenHere && (
            <Button to={info.examPath} variant="primary">
              去测评
            </Button>
          )}
        </div>
      </header>
      {takenHere && <ExamPanel type={type} />}
      <h2 className={styles.sectionTitle}>测评记录</h2>
      {result.isPending ? (
        <Skeleton style={{ height: 220, borderRadius: 8 }} />
      ) : result.data && result.data.history.length > 0 ? (
        <div className={styles.stack}>
          {result.data.history.map((a) => (
            <AttemptCard key={a.attemptId} attempt={a} />
          ))}
        </div>
      ) : (
        <p className={`${styles.card} ${styles.muted}`}>还没有参加过{info.name}测评。</p>
      )}
    </Container>
  );
}

function TypeTile({
  t,
}: {
  t: {
    type: string;
    score: number | null;
    level: string | null;
    status: string | null;
    nextAvailableAt: string | null;
  };
}) {
  const info = EXAM_INFO[t.type as ExamType];
  if (!info) return null;
  return (
    <Link to={info.resultPath} className={styles.tile}>
      <span className={styles.between}>
        <span className={styles.tileTitle}>{info.name}</span>
        <span className={styles.pill}>{attemptStatusName(t.status)}</span>
      </span>
      <span className={styles.tileValue}>{scoreText(t.score)}</span>
      <span className={styles.muted}>{examTypeNote(t)}</span>
    </Link>
  );
}

/** /my/score: every type's latest result, then all attempts. */
export function ScorePage() {
  const model = useCapacityModel();
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>我的成绩</h1>
          <p className={styles.lead}>六类能力测评的最新成绩；点开查看每次测评的评分与评语。</p>
        </div>
        <Button to={paths.ability}>查看能力模型</Button>
      </header>
      {model.isPending ? (
        <Skeleton style={{ height: 300, borderRadius: 8 }} />
      ) : (
        <div className={styles.grid}>
          {model.data?.types.map((t) => (
            <TypeTile key={t.type} t={t} />
          ))}
        </div>
      )}
    </Container>
  );
}

/** /ability (designers): the capability model — radar over the types, level, rubric means, what next. */
export function AbilityPage() {
  const model = useCapacityModel();
  const data = model.data;
  const next = nextExamWords(data?.next);
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>能力测评</h1>
          <p className={styles.lead}>{ABILITY_WORDS.lead}</p>
        </div>
        <Button to={paths.myScore}>我的成绩</Button>
      </header>
      {model.isPending || !data ? (
        <Skeleton style={{ height: 360, borderRadius: 8 }} />
      ) : (
        <div className={styles.stack}>
          <div className={styles.grid2}>
            <section className={styles.card} aria-label="能力雷达">
              <Radar
                className={styles.radar}
                layout={DESKTOP_RADAR}
                label="各类测评成绩雷达图"
                max={100}
                items={EXAM_TYPES.map((type) => ({
                  name: examName(type),
                  value: data.types.find((t) => t.type === type)?.score ?? null,
                }))}
              />
            </section>
            <section className={`${styles.card} ${styles.stack}`} aria-label="综合等级">
              <div className={styles.row}>
                <span className={styles.big}>{data.score ?? '—'}</span>
                <span className={`${styles.pill} ${styles.pillBrand}`}>{data.level ?? ABILITY_WORDS.noLevel}</span>
              </div>
              <p className={styles.muted}>{ABILITY_WORDS.scoreNote}</p>
              {data.rubric && <RubricBars scores={data.rubric} />}
              {next && (
                <div className={`${styles.card} ${styles.soft} ${styles.stack}`}>
                  <span className={styles.tileTitle}>{next.title}</span>
                  <span className={styles.muted}>{next.meta}</span>
                  <Button to={next.path} variant="primary">
                    {next.action}
                  </Button>
                </div>
              )}
            </section>
          </div>
          <h2 className={styles.sectionTitle}>全部测评</h2>
          <div className={styles.grid}>
            {data.types.map((t) => (
              <TypeTile key={t.type} t={t} />
            ))}
          </div>
        </div>
      )}
    </Container>
  );
}

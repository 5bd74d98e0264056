/** /my — the designer's dashboard (issue 9) — and /zt/tool, the tools page of exams and diagnosis. */
import { EXAM_INFO, EXAM_TYPES, scoreText } from '@bazaar/domain/rules';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { useCapacityModel, useDiagnosis, useHealth } from '../api/growth-api';
import styles from '../components/growth.module.css';
import * as paths from '@/shared/lib/page-paths';

function Tile({ to, title, value, note }: { to: string; title: string; value?: string; note: string }) {
  return (
    <Link to={to} className={styles.tile}>
      <span className={styles.tileTitle}>{title}</span>
      {value !== undefined && <span className={styles.tileValue}>{value}</span>}
      <span className={styles.muted}>{note}</span>
    </Link>
  );
}

function ProjectStrip() {
  const { projectList } = useSession();
  if (projectList.length === 0) {
    return (
      <p className={`${styles.card} ${styles.between}`}>
        <span className={styles.muted}>还没有加入成长计划。按步骤完成资料、作品、测评与订单，成长看得见。</span>
        <Button to={paths.growth}>挑选成长计划</Button>
      </p>
    );
  }
  return (
    <ul className={`${styles.grid} ${styles.plain}`} aria-label="我的成长计划">
      {projectList.map((p) => (
        <li key={p.projectId}>
          <Link to={paths.growthPlan(p.planId)} className={styles.tile}>
            <span className={styles.between}>
              <span className={styles.tileTitle}>{p.projectName}</span>
              <span className={styles.muted}>{p.progress}%</span>
            </span>
            <span className={styles.progress} aria-hidden>
              <span className={styles.fill} style={{ display: 'block', width: `${p.progress}%` }} />
            </span>
            <span className={styles.muted}>{p.currentStep ? `当前：${p.currentStep}` : '已全部完成'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DesignerDashboard({ nickName }: { nickName: string | null }) {
  const model = useCapacityModel();
  const diagnosis = useDiagnosis();
  const health = useHealth();
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{nickName ? `${nickName}，欢迎回来` : '个人中心'}</h1>
          <p className={styles.lead}>测评成绩、成长计划、作品诊断和账号健康度都在这里。</p>
        </div>
        <div className={styles.row}>
          <Button to={paths.myWorks()} variant="primary">
            上传作品
          </Button>
          <Button to={paths.myHome}>我的主页</Button>
        </div>
      </header>
      <div className={styles.grid}>
        <Tile
          to={paths.ability}
          title="能力测评"
          value={model.data?.level ?? (model.data ? '暂无等级' : '…')}
          note={model.data?.score != null ? `综合 ${model.data.score} 分` : '完成测评获得等级'}
        />
        <Tile to={paths.myScore} title="我的成绩" value={scoreText(model.data?.score)} note="六类测评的成绩与评语" />
        <Tile
          to={paths.myDiagnosis}
          title="作品诊断"
          value={scoreText(diagnosis.data?.score)}
          note={
            diagnosis.data
              ? `${diagnosis.data.items.filter((i) => i.level === 'warn').length} 项待改进`
              : '检查作品与资料'
          }
        />
        <Tile
          to={paths.myHealthy}
          title="账号健康度"
          value={scoreText(health.data?.score)}
          note="响应、交付、完成、举报与请假"
        />
        <Tile to={paths.myClips} title="视频作品" note="上传短视频，展示动态设计" />
        <Tile to={paths.designerTasks} title="我接的任务" note="报名、进行中与待验收的任务" />
      </div>
      <div className={styles.between}>
        <h2 className={styles.sectionTitle}>我的成长计划</h2>
        <Link to={paths.myGrowth} className={styles.muted}>
          全部成长计划 ›
        </Link>
      </div>
      <ProjectStrip />
    </Container>
  );
}

/** /my (login): a designer's dashboard; anyone else is invited to join (with what they would get). */
export function MyPage() {
  const session = useSession();
  if (!session.isDesigner) {
    return (
      <Container className={styles.page}>
        <div className={`${styles.card} ${styles.stack}`}>
          <h1 className={styles.title}>个人中心是设计师的工作台</h1>
          <p className={styles.lead}>
            入驻成为设计师后，可以参加能力测评获得等级、加入成长计划、获得作品诊断和账号健康度报告，并报名接单。
          </p>
          <div className={styles.row}>
            <Button to={paths.join(paths.my)} variant="primary">
              申请入驻
            </Button>
            <Button to={paths.employerCenter}>去雇主中心</Button>
          </div>
        </div>
      </Container>
    );
  }
  return <DesignerDashboard nickName={session.nickName} />;
}

/** /zt/tool (login): the tools — the exams, the capability model, diagnosis and health. */
export function ToolPage() {
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>设计师工具</h1>
          <p className={styles.lead}>测一测自己的能力，查一查作品集的短板，看一看账号的健康状况。</p>
        </div>
      </header>
      <h2 className={styles.sectionTitle}>能力测评</h2>
      <div className={styles.grid}>
        {EXAM_TYPES.map((type) => (
          <Tile
            key={type}
            to={EXAM_INFO[type].examPath}
            title={`${EXAM_INFO[type].name}测评`}
            note={`限时 ${EXAM_INFO[type].minutes} 分钟 · ${EXAM_INFO[type].brief.slice(0, 28)}…`}
          />
        ))}
      </div>
      <h2 className={styles.sectionTitle}>诊断与报告</h2>
      <div className={styles.grid}>
        <Tile to={paths.ability} title="能力模型" note="六类测评成绩的雷达图与综合等级" />
        <Tile to={paths.myDiagnosis} title="作品诊断" note="图片清晰度、分类、描述、封面与资料" />
        <Tile to={paths.myHealthy} title="账号健康度" note="响应率、按时交付、完成任务等" />
      </div>
    </Container>
  );
}

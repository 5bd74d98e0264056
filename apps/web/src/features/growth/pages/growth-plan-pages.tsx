/** Growth plans (issue 9): /growth (all plans), /growth/{planId} (one plan), /my/growth (mine). */
import type { GrowthPlanState } from '@bazaar/domain/entities';
import { Link, useNavigate, useParams } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useGrowthPlans, useJoinPlan } from '../api/growth-api';
import styles from '../components/growth.module.css';
import * as paths from '@/shared/lib/page-paths';

function Steps({ plan }: { plan: GrowthPlanState }) {
  return (
    <ol className={styles.steps}>
      {plan.steps.map((s, i) => (
        <li key={s.title + i} className={styles.step} aria-current={s.isHappening ? 'step' : undefined}>
          <span
            className={
              s.done ? `${styles.dot} ${styles.dotDone}` : s.isHappening ? `${styles.dot} ${styles.dotNow}` : styles.dot
            }
          >
            {s.done ? '✓' : i + 1}
          </span>
          <span className={styles.stack} style={{ gap: 4 }}>
            <span>{s.title}</span>
            <span className={styles.muted}>
              {s.done ? '已完成' : s.isHappening ? <Link to={s.link}>去完成 ›</Link> : '待完成'}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function JoinButton({ plan }: { plan: GrowthPlanState }) {
  const session = useSession();
  const navigate = useNavigate();
  const join = useJoinPlan();
  const onClick = async () => {
    if (!session.isLogin) return navigate(paths.login(paths.growthPlan(plan.planId)));
    if (!session.isDesigner) return navigate(paths.join(paths.growthPlan(plan.planId)));
    const result = await join.mutateAsync({ planId: plan.planId, join: !plan.enrolled });
    if (result.success) toast.success(plan.enrolled ? '已退出该成长计划' : '已加入成长计划');
  };
  return (
    <Button variant={plan.enrolled ? 'secondary' : 'primary'} loading={join.isPending} onClick={() => void onClick()}>
      {plan.enrolled ? '退出计划' : '加入计划'}
    </Button>
  );
}

function PlanCard({ plan, detail = false }: { plan: GrowthPlanState; detail?: boolean }) {
  return (
    <article className={`${styles.card} ${styles.stack}`}>
      <div className={styles.between}>
        <div className={styles.row}>
          {detail ? (
            <h1 className={styles.title}>{plan.name}</h1>
          ) : (
            <Link to={paths.growthPlan(plan.planId)} className={styles.tileTitle}>
              {plan.name}
            </Link>
          )}
          {plan.enrolled && <span className={`${styles.pill} ${styles.pillBrand}`}>已加入 · {plan.progress}%</span>}
        </div>
        <JoinButton plan={plan} />
      </div>
      <p className={styles.muted}>{plan.intro}</p>
      {plan.enrolled && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={`${plan.name}完成进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={plan.progress}
        >
          <div className={styles.fill} style={{ width: `${plan.progress}%` }} />
        </div>
      )}
      <Steps plan={plan} />
    </article>
  );
}

const LEAD = '每个计划是一串步骤：资料、作品、测评、任务。你完成对应的事，步骤就会自动打勾。';

/** /growth/{id?}: every plan, or one plan by id. */
export function GrowthPage() {
  const { id } = useParams();
  const plans = useGrowthPlans();
  const one = id ? plans.data?.find((p) => String(p.planId) === id) : undefined;
  return (
    <Container className={styles.page}>
      {!id && (
        <header className={styles.head}>
          <div>
            <h1 className={styles.title}>成长计划</h1>
            <p className={styles.lead}>{LEAD}</p>
          </div>
        </header>
      )}
      {plans.isPending ? (
        <Skeleton style={{ height: 320, borderRadius: 8 }} />
      ) : id ? (
        one ? (
          <div className={styles.stack}>
            <PlanCard plan={one} detail />
            <Link to={paths.growth} className={styles.muted}>
              ‹ 全部成长计划
            </Link>
          </div>
        ) : (
          <EmptyState text="成长计划不存在" actionLabel="查看全部成长计划" to={paths.growth} />
        )
      ) : (
        <div className={styles.grid2}>
          {plans.data?.map((p) => (
            <PlanCard key={p.planId} plan={p} />
          ))}
        </div>
      )}
    </Container>
  );
}

/** /my/growth: the plans I am enrolled in, steps and current step. */
export function MyGrowthPage() {
  const plans = useGrowthPlans();
  const mine = plans.data?.filter((p) => p.enrolled) ?? [];
  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>我的成长</h1>
          <p className={styles.lead}>{LEAD}</p>
        </div>
        <Button to={paths.growth}>全部成长计划</Button>
      </header>
      {plans.isPending ? (
        <Skeleton style={{ height: 320, borderRadius: 8 }} />
      ) : mine.length === 0 ? (
        <EmptyState text="还没有加入成长计划" actionLabel="挑选成长计划" to={paths.growth} />
      ) : (
        <div className={styles.grid2}>
          {mine.map((p) => (
            <PlanCard key={p.planId} plan={p} />
          ))}
        </div>
      )}
    </Container>
  );
}

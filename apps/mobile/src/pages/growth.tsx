/**
 * /growth/{id?} 成长计划 on a phone (the desktop's page, issue 9): every plan, or one by id — its steps (done, the
 * current one with 去完成, the rest to come) and, once joined, its progress. 加入计划 / 退出计划 as the desktop's:
 * a visitor logs in first, a user who is not a designer is sent to /join, both coming back here. /my/growth 我的成长
 * (login) is the plans I am enrolled in.
 */
import '@/styles/pages-centre.css';
import '@/styles/pages-growth.css';
import { useState } from 'react';
import type { GrowthPlanState } from '@bazaar/domain/entities';
import { call, dataOr } from '@/shared/api';
import { Link, useLocation, useNavigate, useParams } from '@/shared/router';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { useLoad } from '@bazaar/react/read';
import { CardSkeletons, Empty } from '@/shared/ui/states';
import { LoadFailed } from '@/shared/ui/load-failed';

const LEAD = '每个计划是一串步骤：资料、作品、测评、任务。你完成对应的事，步骤就会自动打勾。';

export default function GrowthPage() {
  const { id } = useParams();
  const mine = useLocation().pathname.toLowerCase().startsWith('/my/growth');
  const { user } = useSession();
  const plans = useLoad(`growth-plans:${user?.userId ?? 0}`, async () => dataOr(await call('getGrowthPlanList'), null));
  const one = id ? plans.data?.find((p) => String(p.planId) === id) : undefined;
  if (plans.failed) return <LoadFailed retry={plans.reload} />;
  if (mine)
    return <MyPlans plans={plans.data} loading={plans.loading} onChanged={plans.reload} busy={plans.reloading} />;
  return (
    <div className="m-centre">
      {!id && <p className="m-centre-role">{LEAD}</p>}
      {plans.loading ? (
        <div className="m-stack">
          <CardSkeletons count={2} className="m-skeleton-row m-growth-skeleton" />
        </div>
      ) : id ? (
        one ? (
          <>
            <PlanCard plan={one} detail onChanged={plans.reload} busy={plans.reloading} />
            <Link to="/growth" className="m-text-link">
              ‹ 全部成长计划
            </Link>
          </>
        ) : (
          <Empty text="成长计划不存在" action={{ to: '/growth', label: '查看全部成长计划' }} />
        )
      ) : !plans.data || plans.data.length === 0 ? (
        <Empty text="暂时没有成长计划" action={{ to: '/', label: '回到首页' }} />
      ) : (
        plans.data.map((p) => <PlanCard key={p.planId} plan={p} onChanged={plans.reload} busy={plans.reloading} />)
      )}
    </div>
  );
}

/** /my/growth: the plans I am enrolled in, their steps and current step. */
function MyPlans(props: {
  plans: GrowthPlanState[] | null | undefined;
  loading: boolean;
  onChanged: () => void;
  busy: boolean;
}) {
  const mine = props.plans?.filter((p) => p.enrolled) ?? [];
  return (
    <div className="m-centre">
      <p className="m-centre-role">{LEAD}</p>
      {props.loading ? (
        <div className="m-stack">
          <CardSkeletons count={2} className="m-skeleton-row m-growth-skeleton" />
        </div>
      ) : mine.length === 0 ? (
        <Empty text="还没有加入成长计划" action={{ to: '/growth', label: '挑选成长计划' }} />
      ) : (
        <>
          {mine.map((p) => (
            <PlanCard key={p.planId} plan={p} onChanged={props.onChanged} busy={props.busy} />
          ))}
          <Link to="/growth" className="m-text-link">
            全部成长计划 ›
          </Link>
        </>
      )}
    </div>
  );
}

function PlanCard({
  plan,
  detail = false,
  onChanged,
  busy,
}: {
  plan: GrowthPlanState;
  detail?: boolean;
  onChanged: () => void;
  busy: boolean;
}) {
  return (
    <article className="m-centre-card m-plan" aria-label={plan.name}>
      <div className="m-plan-head">
        {detail ? (
          <h2 className="m-plan-name">{plan.name}</h2>
        ) : (
          <Link to={`/growth/${plan.planId}`} className="m-plan-name">
            {plan.name}
          </Link>
        )}
        {plan.enrolled && <span className="m-pill m-pill-ok">已加入 · {plan.progress}%</span>}
      </div>
      <p className="m-centre-role">{plan.intro}</p>
      {plan.enrolled && (
        <div
          className="m-plan-progress"
          role="progressbar"
          aria-label={`${plan.name}完成进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={plan.progress}
        >
          <span style={{ width: `${plan.progress}%` }} />
        </div>
      )}
      <ol className="m-plan-steps">
        {plan.steps.map((s, i) => (
          <li key={s.title + i} aria-current={s.isHappening ? 'step' : undefined}>
            <span className="m-plan-dot" data-state={s.done ? 'done' : s.isHappening ? 'now' : undefined}>
              {s.done ? '✓' : i + 1}
            </span>
            <span className="m-plan-step">
              <span>{s.title}</span>
              {s.done ? (
                <span className="m-hint">已完成</span>
              ) : s.isHappening ? (
                <Link to={s.link} className="m-plan-go">
                  去完成 ›
                </Link>
              ) : (
                <span className="m-hint">待完成</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <JoinButton plan={plan} detail={detail} onChanged={onChanged} busy={busy} />
    </article>
  );
}

function JoinButton(props: { plan: GrowthPlanState; detail: boolean; onChanged: () => void; busy: boolean }) {
  const { plan, onChanged, busy } = props;
  const { user } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const here = encodeURIComponent(`/growth/${plan.planId}`);
  const onClick = async () => {
    if (!user) return navigate(`/login?redirect=${here}`);
    if (!user.isDesigner) return navigate(`/join?redirect=${here}`);
    setPending(true);
    const result = await call(plan.enrolled ? 'leaveGrowthPlan' : 'joinGrowthPlan', { planId: plan.planId });
    setPending(false);
    if (!result.success) return;
    toast.info(plan.enrolled ? '已退出该成长计划' : '已加入成长计划');
    onChanged();
  };
  return (
    <button
      type="button"
      // One filled button on a plan's own page; in the list the plans' buttons do not outshout their steps.
      className={`m-button m-button-block${plan.enrolled ? ' m-button-plain' : props.detail ? '' : ' m-button-ghost'}`}
      disabled={pending || busy || user === undefined}
      onClick={() => void onClick()}
    >
      {plan.enrolled ? '退出计划' : '加入计划'}
    </button>
  );
}

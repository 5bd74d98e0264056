/**
 * Growth plans (issue 9, decision 012): a plan is a sequence of steps; each step is judged from the
 * designer's data whenever the plans are read, so a step completes the moment its event has happened
 * (an exam submitted, a work saved, a task applied to or completed, the profile filled) without any
 * event hook that could be missed or run twice. The current step is the first not done (isHappening).
 */
import type { GrowthPlanState, GrowthProject } from '@bazaar/domain/entities';
import {
  GROWTH_PLANS,
  growthPlanById,
  growthPlanByName,
  isExamType,
  judgePlan,
  PROFILE_INTRO_MIN,
  type GrowthFacts,
  type GrowthPlan,
} from '@bazaar/domain/rules';
import type { Db } from '../../db/database';
import { findDesignerProfile } from '../designers/designer-profiles.repository';
import type { SessionUser } from '../../http/auth';
import { DomainError, refusal } from '../../http/errors';
import * as taskStats from '../tasks/tasks.stats.repository';
import * as myWorks from '../works/my-works.repository';
import * as repo from './growth.repository';
import type { Deps } from '../../services/deps';

export const GROWTH_MESSAGES = {
  notFound: '成长计划不存在',
  designersOnly: '成长计划仅对设计师开放，请先入驻',
} as const;

async function factsOf(db: Db, userId: number): Promise<GrowthFacts> {
  const [profile, byCategory, examTypes, applied, tasksCompleted] = await Promise.all([
    findDesignerProfile(db, userId),
    myWorks.countWorksByCategory(db, userId),
    repo.submittedExamTypes(db, userId),
    taskStats.hasApplied(db, userId),
    taskStats.countCompletedTasks(db, userId),
  ]);
  const worksByCategory: Record<number, number> = {};
  let worksTotal = 0;
  for (const row of byCategory) {
    worksTotal += Number(row.n);
    if (row.category_id !== null) worksByCategory[row.category_id] = Number(row.n);
  }
  return {
    profileComplete: isProfileComplete(profile),
    worksTotal,
    worksByCategory,
    examTypes: examTypes.filter(isExamType),
    applied,
    tasksCompleted,
  };
}

export function isProfileComplete(
  p: { avatar: string | null; city: string | null; intro: string | null } | undefined,
): boolean {
  return !!p?.avatar && !!p.city?.trim() && (p.intro?.trim().length ?? 0) >= PROFILE_INTRO_MIN;
}

const stateOf = (plan: GrowthPlan, facts: GrowthFacts, enrolled: boolean): GrowthPlanState => {
  const judged = judgePlan(plan, facts);
  return {
    planId: plan.planId,
    name: plan.name,
    intro: plan.intro,
    enrolled,
    progress: judged.progress,
    steps: judged.steps,
  };
};

const planOfRow = (row: { plan_id: number | null; project_name: string }) =>
  (row.plan_id !== null ? growthPlanById(row.plan_id) : undefined) ?? growthPlanByName(row.project_name);

/** The session's projectList (myGrewUpProjectList, docs/product.md §3): the designer's enrolled plans with progress. */
export async function myProjects(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<GrowthProject[]> {
  if (!user.isDesigner) return [];
  const rows = await repo.findEnrolments(deps.db, user.userId);
  if (rows.length === 0) return [];
  const facts = await factsOf(deps.db, user.userId);
  const out: GrowthProject[] = [];
  for (const row of rows) {
    const plan = planOfRow(row);
    if (!plan) continue;
    const judged = judgePlan(plan, facts);
    await repo.storeProgress(deps.db, row.project_id, judged.progress);
    out.push({
      projectId: row.project_id,
      projectName: plan.name,
      progress: judged.progress,
      planId: plan.planId,
      currentStep: judged.currentStep,
    });
  }
  return out;
}

/** Every plan; for a designer with their enrolment and steps judged from their data. */
export async function planList(deps: Pick<Deps, 'db'>, user: SessionUser | null): Promise<GrowthPlanState[]> {
  if (!user?.isDesigner) {
    const none: GrowthFacts = {
      profileComplete: false,
      worksTotal: 0,
      worksByCategory: {},
      examTypes: [],
      applied: false,
      tasksCompleted: 0,
    };
    return GROWTH_PLANS.map((p) => stateOf(p, none, false));
  }
  const [rows, facts] = await Promise.all([repo.findEnrolments(deps.db, user.userId), factsOf(deps.db, user.userId)]);
  const enrolled = new Set(rows.map((r) => planOfRow(r)?.planId));
  return GROWTH_PLANS.map((p) => stateOf(p, facts, enrolled.has(p.planId)));
}

function planOrFail(planId: number): GrowthPlan {
  const plan = growthPlanById(planId);
  if (!plan) throw new DomainError('E010404', GROWTH_MESSAGES.notFound);
  return plan;
}

export async function join(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { planId }: { planId: number },
): Promise<GrowthPlanState> {
  const plan = planOrFail(planId);
  if (!user.isDesigner) throw refusal(GROWTH_MESSAGES.designersOnly);
  await repo.enrol(deps.db, user.userId, plan.planId, plan.name);
  return stateOf(plan, await factsOf(deps.db, user.userId), true);
}

export async function leave(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  { planId }: { planId: number },
): Promise<GrowthPlanState> {
  const plan = planOrFail(planId);
  await repo.leave(deps.db, user.userId, plan.planId);
  return stateOf(plan, await factsOf(deps.db, user.userId), false);
}

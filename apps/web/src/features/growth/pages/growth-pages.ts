/**
 * The growth feature's pages (issue 9) in one lazy module: each lazy route costs the entry chunk its
 * dependency list (home first-load budget), and the pages share nearly all their code.
 */
export { AbilityPage, ExamPage, ScorePage, TypeScorePage } from './exam-pages';
export { GrowthPage, MyGrowthPage } from './growth-plan-pages';
export { MyPage, ToolPage } from './my-page';
export { DiagnosisPage, HealthyPage } from './report-pages';

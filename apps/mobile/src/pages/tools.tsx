/**
 * /zt/tool 设计工具 on a phone (login, as the desktop; issue 9): the exams — each opens its exam page, which a computer
 * answers (decision 012) — and the reports: the capability model, the diagnosis and the account health.
 */
import '@/styles/pages-centre.css';
import { EXAM_INFO, EXAM_TYPES } from '@bazaar/domain/rules/growth';
import { Menu, REPORT_ENTRIES } from '@/shared/ui/menu';

export default function ToolsPage() {
  return (
    <div className="m-centre">
      <p className="m-centre-role">测一测自己的能力，查一查作品集的短板，看一看账号的健康状况。</p>
      <Menu
        title="能力测评"
        entries={EXAM_TYPES.map((type) => ({
          to: EXAM_INFO[type].examPath,
          label: `${EXAM_INFO[type].name}测评`,
          hint: `限时 ${EXAM_INFO[type].minutes} 分钟`,
        }))}
      />
      <p className="m-hint">测评答题需要上传设计稿，请在电脑上完成；成绩可以在手机上查看。</p>
      <Menu
        title="诊断与报告"
        entries={[{ to: '/ability', label: '能力模型', hint: '雷达图与综合等级' }, ...REPORT_ENTRIES]}
      />
    </div>
  );
}

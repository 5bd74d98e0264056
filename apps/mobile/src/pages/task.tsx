/**
 * A task on a phone: cover, name, budget, status, brief, employer and applicants; the sticky bar offers what the
 * desktop offers — 登录后报名 for a visitor, 成为设计师才能报名 for an employer, 立即报名 / 取消报名 for a
 * designer (the shared apply action: the desktop's states, calls and refusals). Its employer sees whether the bounty
 * is held and chooses among the applicants (选TA); its employer and chosen designer follow and do the deal below
 * (task-work.tsx, a lazy chunk of its own).
 */
import { Link, useParams } from '@/shared/router';
import { formatDate, formatPrice } from '@bazaar/domain/format';
import { taskShareTitle } from '@bazaar/domain/format/share-title';
import { call } from '@/shared/api';
import { detailOf } from '@/shared/detail';
import { useSession } from '@/shared/session';
import { usePageTitle } from '@/shared/use-page-title';
import { useWechatShare } from '@/shared/wechat';
import { useLoad } from '@bazaar/react/read';
import { applicationOf } from '@bazaar/domain/rules/apply';
import { canAssign, escrowNote, PAY_ESCROW_LABEL, taskRole } from '@bazaar/domain/rules/task-work';
import { lazy, Suspense } from 'react';
import { ApplyAction } from '@/shared/ui/apply-action';
import { ContactButton } from '@/shared/ui/contact-button';
import { Img } from '@/shared/ui/img';
import { LoadFailed, Missing, readFallback } from '@/shared/ui/load-failed';
import { TaskApplicants } from './task-applicants';

const TaskWork = lazy(() => import('./task-work'));

export default function TaskPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useSession();
  const task = useLoad(valid ? `task:${id}:${user?.userId ?? 0}` : null, async () =>
    detailOf(await call('getTaskInfo', { orderId: id }, { silent: true })),
  );
  // The owner's view (issue 9): whether the budget is held in escrow, with the way to the cashier when it is not.
  const employerId = task.data?.state === 'ok' ? task.data.data.employerId : null;
  const status = task.data?.state === 'ok' ? task.data.data.taskStatus : 0;
  const escrow = useLoad(user && employerId === user.userId ? `escrow:${id}:${status}` : null, async () => {
    const result = await call('getTaskEscrow', { orderId: id }, { silent: true });
    return result.success ? result.data : null;
  });
  usePageTitle(task.data?.state === 'ok' ? taskShareTitle(task.data.data.taskName) : null);
  // Issue 33: inside WeChat, the share card's title and description (JS-SDK); a task has no picture.
  useWechatShare(
    task.data?.state === 'ok'
      ? { title: taskShareTitle(task.data.data.taskName), desc: task.data.data.description ?? '', imgUrl: null }
      : null,
  );
  if (!valid) return <Missing text="任务不存在" />;
  if (!task.data) return readFallback(task);
  if (task.data.state === 'failed') return <LoadFailed retry={task.reload} />;
  if (task.data.state === 'missing') return <Missing text="任务不存在" />;
  const t = task.data.data;
  const role = taskRole(t, { userId: user?.userId ?? null });
  const own = role === 'owner';
  const note = own ? escrowNote(escrow.data) : null;
  // While 招募中 the applicants come first (choosing is the owner's next step); afterwards the deal does.
  const recruiting = canAssign(t.taskStatus);
  const applicants = own ? (
    <TaskApplicants
      orderId={t.orderId}
      status={t.taskStatus}
      canAssign={recruiting}
      escrow={escrow.data}
      onAssigned={task.reload}
    />
  ) : null;
  // Issue 25: the two parties' way into their conversation — an applicant's 联系雇主 (the desktop's), and the
  // employer's 联系设计师 once hired; before that, 发消息 beside each applicant (TaskApplicants).
  const contact =
    own && t.hiredDesignerId !== null ? (
      <ContactButton designerId={t.hiredDesignerId} orderId={t.orderId} label="联系设计师" />
    ) : user && !own && applicationOf(t) !== null ? (
      <ContactButton designerId={user.userId} orderId={t.orderId} label="联系雇主" />
    ) : null;
  return (
    <div className="m-with-actionbar">
      {t.cover && <Img src={t.cover} alt={t.taskName} width={375} ratio={4 / 3} box="4 / 3" priority slot="full" />}
      <div className="m-detail-card">
        <p className="m-task-status">
          <span className={`m-pill ${t.taskStatusName === '招募中' ? 'm-pill-ok' : ''}`}>{t.taskStatusName}</span>
          <span>{t.categoryName || '平面插画'}</span>
        </p>
        <h2 className="m-detail-title">{t.taskName}</h2>
        <p className="m-price m-price-lg">{formatPrice(t.taskAmount)}</p>
        <dl className="m-facts">
          <div>
            <dt>发布方</dt>
            <dd>{t.brandName ?? t.employerName}</dd>
          </div>
          <div>
            <dt>报名</dt>
            <dd>
              {t.applyCount}/{t.maxOrderApplyCount} 人
            </dd>
          </div>
          <div>
            <dt>报名截止</dt>
            <dd>{t.deadline ? formatDate(t.deadline) : '待顾问确认'}</dd>
          </div>
          <div>
            <dt>发布时间</dt>
            <dd>{formatDate(t.createdAt)}</dd>
          </div>
          {note && (
            <div className="m-facts-wide">
              <dt>赏金托管</dt>
              <dd>{note}</dd>
            </div>
          )}
          {t.hiredDesignerName && (
            <div>
              <dt>设计师</dt>
              <dd>{t.hiredDesignerName}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="m-detail-card">
        <h2 className="m-section-title">任务说明</h2>
        <p className="m-detail-text">{t.description || '发布方还没有填写任务说明，平台顾问会与其沟通补充。'}</p>
      </div>
      {recruiting && applicants}
      {role !== 'other' && (
        <Suspense fallback={<div className="m-skeleton m-detail-card m-applicants-skeleton" aria-hidden="true" />}>
          <TaskWork task={t} role={role} onChanged={task.reload} />
        </Suspense>
      )}
      {!recruiting && applicants}
      <div className="m-actionbar">
        {contact}
        {own && escrow.data?.canPay ? (
          <Link className="m-button" to={`/pay/cashier/${id}`}>
            {PAY_ESCROW_LABEL}
          </Link>
        ) : (
          <ApplyAction task={t} look="panel" pending={task.reloading} onChanged={task.reload} />
        )}
      </div>
    </div>
  );
}

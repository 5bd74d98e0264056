/**
 * The deal on a phone, for a task's two sides (issue 7, 9, 25; docs/decisions/010, 023, 024): the timeline with its
 * current step, the deal's notes and the dispute, the employer's 验收通过 / 要求修改 / 关闭任务, the hired designer's
 * uploads and 提交交付, 发起纠纷, both sides' files and, once 已完成, the reviews. The buttons are the desktop's
 * (`@bazaar/domain/rules/task-work` over the lifecycle); the server checks each again. A lazy chunk of the task page,
 * loaded only for its employer and its chosen designer.
 */
import type { Task } from '@bazaar/domain/entities';
import { TASK_STATUS } from '@bazaar/domain/constants';
import { TASK_ACTION_NAME } from '@bazaar/domain/rules';
import {
  ACCEPT_CONFIRM,
  canDeliver,
  canDispute,
  DELIVER_CONFIRM,
  dealActions,
  ownerActions,
  REASON_LABEL,
  reviseNote,
  type OwnerAction,
} from '@bazaar/domain/rules/task-work';
import { lazy, Suspense, useState } from 'react';
import { call, dataOr } from '@/shared/api';
import { useLoad } from '@bazaar/react/read';
import { LoadFailed } from '@/shared/ui/load-failed';
import { AskSheet, DeliverBox, runWork, type Ask } from './task-work-actions';
import { Attachments, DealNotes, Timeline } from './task-work-parts';
import '@/styles/pages-deal.css';

const DisputeSheet = lazy(() => import('./task-dispute'));
const TaskReview = lazy(() => import('./task-review'));

export default function TaskWork({
  task,
  role,
  onChanged,
}: {
  task: Task;
  role: 'owner' | 'hired';
  /** After an action: the task is read again (its status, the action bar). */
  onChanged: () => void;
}) {
  const { orderId, taskStatus } = task;
  const key = `${orderId}:${taskStatus}:${role}`;
  const axis = useLoad(`task-axis:${key}`, async () => {
    const [steps, files] =
      role === 'owner'
        ? await Promise.all([
            call('getEmployerTaskTimeAxis', { orderId }, { silent: true }),
            call('getEmployerTaskAttachmentAxis', { orderId }, { silent: true }),
          ])
        : await Promise.all([
            call('getDesignerTaskTimeAxis', { orderId }, { silent: true }),
            call('getDesignerTaskAttachmentAxis', { orderId }, { silent: true }),
          ]);
    return { steps: dataOr(steps, []), files: dataOr(files, []) };
  });
  // Revision rounds, the automatic acceptance date and a dispute (which freezes the work) — once someone is hired.
  const deal = useLoad(task.hiredDesignerId !== null ? `task-deal:${key}` : null, async () =>
    dataOr(await call('getTaskDeal', { orderId }, { silent: true }), null),
  );
  const [ask, setAsk] = useState<Ask | null>(null);
  const [disputing, setDisputing] = useState(false);
  const d = deal.data ?? null;
  const frozen = d?.dispute?.status === 'open';

  const refresh = () => {
    axis.reload();
    deal.reload();
    onChanged();
  };
  const done = async (ok: Promise<boolean>) => {
    const success = await ok;
    if (success) refresh();
    return success;
  };

  const buttons = dealActions(role === 'owner' ? ownerActions(taskStatus) : [], d);
  const askFor = (action: OwnerAction) =>
    setAsk(
      action === 'accept'
        ? {
            title: ACCEPT_CONFIRM,
            confirmLabel: TASK_ACTION_NAME.accept,
            onConfirm: () => done(runWork({ action, orderId })),
          }
        : {
            title: TASK_ACTION_NAME[action],
            ...(action === 'revise' && d ? { message: reviseNote(d) } : {}),
            reasonLabel: REASON_LABEL[action],
            confirmLabel: TASK_ACTION_NAME[action],
            onConfirm: (reason) => done(runWork({ action, orderId, reason })),
          },
    );
  const deliver = () =>
    setAsk({
      title: DELIVER_CONFIRM,
      confirmLabel: TASK_ACTION_NAME.deliver,
      onConfirm: () => done(runWork({ action: 'deliver', orderId })),
    });
  const disputable = canDispute(d, taskStatus);

  return (
    <>
      <section className="m-detail-card" aria-labelledby="task-progress">
        <h2 id="task-progress" className="m-section-title">
          任务进度
        </h2>
        {axis.data ? (
          axis.data.steps.length > 0 && <Timeline steps={axis.data.steps} />
        ) : axis.failed ? (
          <LoadFailed retry={axis.reload} />
        ) : (
          <div className="m-skeleton m-timeline-skeleton" aria-hidden="true" />
        )}
        {d && <DealNotes deal={d} status={taskStatus} role={role} />}
        {buttons.length > 0 && (
          <div className="m-deal-actions">
            {buttons.map((action) => (
              <button
                key={action}
                type="button"
                className={`m-button${action === 'accept' ? '' : ' m-button-plain'}`}
                onClick={() => askFor(action)}
              >
                {TASK_ACTION_NAME[action]}
              </button>
            ))}
          </div>
        )}
        {/* Not the page's main action: a line under the work, as the desktop's secondary button. */}
        {disputable && (
          <p className="m-deal-dispute">
            合作遇到问题，协商无果？
            <button type="button" className="m-link-button m-deal-dispute-button" onClick={() => setDisputing(true)}>
              发起纠纷
            </button>
          </p>
        )}
      </section>
      {role === 'hired' && canDeliver(taskStatus) && !frozen && (
        <DeliverBox orderId={orderId} onUploaded={axis.reload} onDeliver={deliver} />
      )}
      {axis.data && axis.data.files.length > 0 && (
        <section className="m-detail-card" aria-labelledby="task-files">
          <h2 id="task-files" className="m-section-title">
            附件
          </h2>
          <Attachments items={axis.data.files} />
        </section>
      )}
      {taskStatus === TASK_STATUS.completed && (
        <Suspense fallback={null}>
          <TaskReview orderId={orderId} />
        </Suspense>
      )}
      {ask && <AskSheet ask={ask} onClose={() => setAsk(null)} />}
      {disputing && (
        <Suspense fallback={null}>
          <DisputeSheet
            orderId={orderId}
            conversationId={d?.conversationId ?? null}
            onClose={() => setDisputing(false)}
            onOpened={refresh}
          />
        </Suspense>
      )}
    </>
  );
}

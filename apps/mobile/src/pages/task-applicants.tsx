/**
 * The owner's applicants on a phone task page (issue 25, 26): who applied — avatar, name, level, status — each with
 * 发消息 into the conversation about this task and, while the task is 招募中, 选TA (the desktop's applicant list).
 * 选TA is disabled with its reason shown until the bounty is held (issue 9), then asks in a bottom sheet and makes
 * the desktop's call with its messages (`@bazaar/domain/rules/task-work`).
 */
import { APPLICATION_STATUS } from '@bazaar/domain/constants';
import {
  ASSIGN_BLOCKED,
  assignConfirm,
  escrowAllowsAssign,
  TASK_WORK_SUCCESS,
  type EscrowLike,
} from '@bazaar/domain/rules/task-work';
import { useChange } from '@bazaar/react/change';
import { useState } from 'react';
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { toast } from '@/shared/toast';
import { useLoad } from '@bazaar/react/read';
import { ContactButton } from '@/shared/ui/contact-button';
import { Img } from '@/shared/ui/img';
import { Sheet } from '@/shared/ui/sheet';
import '@/styles/pages-applicants.css';
import { LoadFailed } from '@/shared/ui/load-failed';

const PAGE_SIZE = 20;

interface Chosen {
  userId: number;
  name: string;
}

export function TaskApplicants({
  orderId,
  status,
  canAssign,
  escrow,
  onAssigned,
}: {
  orderId: number;
  /** The task's status: the list is read again when it changes (已录用 / 未录用 after 选TA). */
  status: number;
  /** 招募中: the owner may choose among the applicants now. */
  canAssign: boolean;
  /** The task's escrow (undefined while it loads: the server has the last word). */
  escrow: EscrowLike | null | undefined;
  onAssigned: () => void;
}) {
  const list = useLoad(`task-applicants:${orderId}:${status}`, async () =>
    dataOr(
      await call('getTaskApplyDesignerPage', { orderId, current: 1, pageSize: PAGE_SIZE }, { silent: true }),
      null,
    ),
  );
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { run: assignTo, busy } = useChange((designerId: number) =>
    call('assignDesignerTask', { orderId, designerId }),
  );
  if (list.loading) return <div className="m-skeleton m-detail-card m-applicants-skeleton" aria-hidden="true" />;
  if (list.failed) return <LoadFailed retry={list.reload} />;
  const rows = list.data?.rows ?? [];
  const blocked = canAssign && !escrowAllowsAssign(escrow);
  const choosable = canAssign && rows.some((a) => a.applyStatus === APPLICATION_STATUS.applied);

  const assign = async () => {
    if (!chosen) return;
    const result = await assignTo(chosen.userId);
    if (!result?.success) return;
    setChosen(null);
    toast.info(TASK_WORK_SUCCESS.assign);
    onAssigned();
  };

  return (
    <section className="m-detail-card" aria-labelledby="task-applicants">
      <h2 id="task-applicants" className="m-section-title">
        报名设计师{rows.length > 0 ? `（${list.data?.total ?? rows.length}）` : ''}
      </h2>
      {/* No hover on phones: why 选TA cannot be pressed yet is said above the list. */}
      {blocked && choosable && (
        <p className="m-applicants-note" id="assign-blocked">
          {ASSIGN_BLOCKED}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="m-detail-text">还没有设计师报名，顾问会为您推荐合适的设计师</p>
      ) : (
        <ul className="m-applicants">
          {rows.map((a) => (
            <li
              key={a.designer.userId}
              className="m-applicant"
              data-choosable={canAssign && a.applyStatus === APPLICATION_STATUS.applied ? true : undefined}
            >
              <Link to={`/u/${a.designer.userId}`} className="m-applicant-who">
                <Img src={a.designer.picture} alt="" width={40} ratio={1} box="1 / 1" className="m-avatar" />
                <span className="m-applicant-text">
                  <strong>{a.designer.name}</strong>
                  <span>
                    {a.designer.designerLevelName} ·{' '}
                    <span data-status={a.applyStatus === APPLICATION_STATUS.hired ? 'hired' : undefined}>
                      {a.applyStatusName}
                    </span>
                  </span>
                </span>
              </Link>
              <span className="m-applicant-actions">
                <ContactButton
                  designerId={a.designer.userId}
                  orderId={orderId}
                  label="发消息"
                  className="m-button m-button-ghost m-applicant-contact"
                />
                {canAssign && a.applyStatus === APPLICATION_STATUS.applied && (
                  <button
                    type="button"
                    className="m-button m-applicant-contact"
                    disabled={blocked}
                    aria-describedby={blocked ? 'assign-blocked' : undefined}
                    onClick={() => setChosen({ userId: a.designer.userId, name: a.designer.name })}
                  >
                    选TA
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <Sheet title={assignConfirm(chosen.name)} onClose={() => !busy && setChosen(null)}>
          <p>选定后任务进入设计创作，其他报名的设计师将收到未录用通知。</p>
          <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void assign()}>
            选TA
          </button>
          <button
            type="button"
            className="m-button m-button-plain m-button-block"
            disabled={busy}
            onClick={() => setChosen(null)}
          >
            取消
          </button>
        </Sheet>
      )}
    </section>
  );
}

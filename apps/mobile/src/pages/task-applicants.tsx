/**
 * The owner's applicants on a phone task page (issue 25): who applied — avatar, name, level, status — each with
 * 发消息 into the conversation about this task, as the desktop's applicant list has. Choosing a designer stays on
 * the desktop's employer pages.
 */
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { useLoad } from '@/shared/use-load';
import { ContactButton } from '@/shared/ui/contact-button';
import { Img } from '@/shared/ui/img';
import '@/styles/pages-applicants.css';

const PAGE_SIZE = 20;

export function TaskApplicants({ orderId }: { orderId: number }) {
  const list = useLoad(`task-applicants:${orderId}`, async () =>
    dataOr(
      await call('getTaskApplyDesignerPage', { orderId, current: 1, pageSize: PAGE_SIZE }, { silent: true }),
      null,
    ),
  );
  if (list.loading) return <div className="m-skeleton m-detail-card m-applicants-skeleton" aria-hidden="true" />;
  const rows = list.data?.rows ?? [];
  return (
    <section className="m-detail-card" aria-labelledby="task-applicants">
      <h2 id="task-applicants" className="m-section-title">
        报名设计师
      </h2>
      {rows.length === 0 ? (
        <p className="m-detail-text">还没有设计师报名，顾问会为您推荐合适的设计师</p>
      ) : (
        <ul className="m-applicants">
          {rows.map((a) => (
            <li key={a.designer.userId} className="m-applicant">
              <Link to={`/u/${a.designer.userId}`} className="m-applicant-who">
                <Img src={a.designer.picture} alt="" width={40} ratio={1} box="1 / 1" className="m-avatar" />
                <span className="m-applicant-text">
                  <strong>{a.designer.name}</strong>
                  <span>
                    {a.designer.designerLevelName} · {a.applyStatusName}
                  </span>
                </span>
              </Link>
              <ContactButton
                designerId={a.designer.userId}
                orderId={orderId}
                label="发消息"
                className="m-button m-button-ghost m-applicant-contact"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

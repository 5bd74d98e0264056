/** /admin/disputes/{id} — one dispute with its evidence, and the operator's ruling (issue 25). */
import { imageUrl } from '@bazaar/domain/format';
import { Link, useParams } from 'react-router';
import { idFromParam, throwNotFound } from '@/shared/lib/not-found';
import { DisputeCard } from '@/shared/disputes/dispute-card';
import * as paths from '@/shared/lib/page-paths';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDispute } from '../api/disputes';
import { DisputeConversation } from '../components/dispute-conversation';
import { DisputeDecisionForm } from '../components/dispute-decision-form';
import { DeskHeader } from '../components/review-tabs';
import styles from '../components/admin.module.css';
import disputeStyles from '../components/disputes.module.css';

export default function AdminDisputePage() {
  const disputeId = idFromParam(useParams().id);
  if (disputeId === null) throwNotFound();
  const { data: dispute, isPending } = useDispute(disputeId);
  if (!isPending && !dispute) throwNotFound();
  return (
    <section className={styles.page}>
      <Link to={paths.adminDisputes} className={disputeStyles.back}>
        ← 返回纠纷列表
      </Link>
      <DeskHeader
        title="纠纷裁决"
        lead="核对需求、交付与双方证据后裁决。托管赏金按裁决立即划转，裁决说明双方都能在任务页看到。"
      >
        {dispute && (
          <Button to={paths.task(dispute.orderId)} size="small">
            查看任务页
          </Button>
        )}
      </DeskHeader>
      {!dispute ? (
        <Skeleton style={{ height: 320, borderRadius: 8 }} />
      ) : (
        <DisputeCard
          dispute={dispute}
          view="console"
          side={
            dispute.status === 'open' ? (
              <DisputeDecisionForm dispute={dispute} />
            ) : (
              <p className={styles.noteLabel}>该纠纷已裁决，资金已按裁决划转。</p>
            )
          }
        >
          {dispute.evidence.length > 0 && (
            <section aria-label="证据附件" className={disputeStyles.evidenceBox}>
              <h3 className={styles.noteLabel}>证据附件（{dispute.evidence.length}）</h3>
              <ul className={disputeStyles.evidence}>
                {dispute.evidence.map((a) => (
                  <li key={a.attachmentId}>
                    <a href={a.url} target="_blank" rel="noreferrer">
                      {a.mimeType.startsWith('image/') ? (
                        <img
                          src={imageUrl(a.url, { w: 280, h: 210, fill: 1 })}
                          alt={a.fileName}
                          width={140}
                          height={105}
                        />
                      ) : null}
                      {a.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <DisputeConversation dispute={dispute} />
        </DisputeCard>
      )}
    </section>
  );
}

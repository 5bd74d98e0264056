/** /admin/disputes — disputes to decide (issue 25): 待处理 oldest first, 已裁决 newest first. */
import { formatDateTime } from '@bazaar/domain/format';
import { useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { DisputeCard } from '@/shared/disputes/dispute-card';
import * as paths from '@/shared/lib/page-paths';
import { Button } from '@/shared/ui/button';
import { DISPUTES_PAGE_SIZE, useDisputes } from '../api/disputes';
import { DeskHeader, positiveParam, ReviewList, ReviewTabs } from '../components/review-tabs';
import styles from '../components/admin.module.css';

const TABS = [
  { status: 'open', label: '待处理' },
  { status: 'decided', label: '已裁决' },
] as const;

export default function AdminDisputesPage() {
  const [params] = useSearchParams();
  const status = params.get('status') === 'decided' ? 'decided' : 'open';
  const current = positiveParam(params.get('page'), 1);
  const list = useDisputes(status, current);
  return (
    <section className={styles.page}>
      <DeskHeader
        title="纠纷处理"
        lead="雇主或设计师发起的纠纷：查看双方的原因与证据，将托管赏金支付给设计师、退回雇主或按金额分配，并写明裁决说明，双方都能在任务页看到。"
      />
      <ReviewTabs base={paths.adminDisputes} tabs={TABS} status={status} total={list.data?.total} label="纠纷状态" />
      <ReviewList
        query={list}
        current={current}
        pageSize={DISPUTES_PAGE_SIZE}
        placeholder={{ count: 2, height: 220 }}
        hrefFor={(p) => withQuery(paths.adminDisputes, { status, page: p > 1 ? p : undefined })}
        empty={status === 'open' ? '没有待处理的纠纷' : '还没有裁决记录'}
        render={(d) => (
          <DisputeCard
            key={d.disputeId}
            dispute={d}
            view="console"
            titleTo={paths.adminDispute(d.disputeId)}
            side={
              <>
                {d.decidedAt && <span className={styles.noteLabel}>裁决于 {formatDateTime(d.decidedAt)}</span>}
                <Button to={paths.adminDispute(d.disputeId)} variant={d.status === 'open' ? 'primary' : 'secondary'}>
                  {d.status === 'open' ? '查看证据并裁决' : '查看详情'}
                </Button>
              </>
            }
          />
        )}
      />
    </section>
  );
}

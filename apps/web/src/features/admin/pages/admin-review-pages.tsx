/**
 * The console's reviews (issue 8) as one lazy module: 入驻审核 (/admin/join) — designer applications from
 * /join, approve or refuse with a reason — and 举报处理 (/admin/reports) — reports of works, hide the work
 * or dismiss with a note the reporter reads. Operators only (route guard here, 'operator' calls on the server).
 */
import { JOIN_STATUS, REPORT_STATUS } from '@bazaar/domain/constants/join';
import type { JoinApplication, ReportRecord } from '@bazaar/domain/api';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { toast } from '@/shared/ui/toast/toast-store';
import {
  REVIEW_PAGE_SIZE,
  useApplications,
  useApprove,
  useDismiss,
  useHideWorks,
  useRefuse,
  useReports,
} from '../api/reviews';
import { ApplicationCard } from '../components/application-card';
import { ReportCard } from '../components/report-card';
import { DeskHeader, positiveParam, ReviewList, ReviewTabs } from '../components/review-tabs';
import styles from '../components/admin.module.css';
import * as paths from '@/shared/lib/page-paths';

const ConfirmDialog = lazy(() => import('@/shared/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

function useTab(allowed: readonly number[]) {
  const [params] = useSearchParams();
  const status = positiveParam(params.get('status'), allowed[0]!);
  return { status: allowed.includes(status) ? status : allowed[0]!, current: positiveParam(params.get('page'), 1) };
}

const JOIN_TABS = [
  { status: JOIN_STATUS.pending, label: '待审核' },
  { status: JOIN_STATUS.approved, label: '已通过' },
  { status: JOIN_STATUS.refused, label: '未通过' },
] as const;

export function AdminJoinPage() {
  const { status, current } = useTab(JOIN_TABS.map((t) => t.status));
  const list = useApplications(status, current);
  const approve = useApprove();
  const refuse = useRefuse();
  const [action, setAction] = useState<{ type: 'approve' | 'refuse'; item: JoinApplication } | null>(null);
  return (
    <section className={styles.page}>
      <DeskHeader
        title="入驻审核"
        lead="审核 /join 提交的设计师入驻申请：看代表作品与作品集，通过后账号即成为设计师；不通过请写明原因，申请人会在入驻页看到并可修改后重新提交。"
      />
      <ReviewTabs base={paths.adminJoin} tabs={JOIN_TABS} status={status} total={list.data?.total} label="审核状态" />
      <ReviewList
        query={list}
        current={current}
        pageSize={REVIEW_PAGE_SIZE}
        hrefFor={(page) => withQuery(paths.adminJoin, { status, page: page > 1 ? page : undefined })}
        empty={status === JOIN_STATUS.pending ? '暂时没有待审核的申请。' : '这里还没有申请。'}
        render={(item) => (
          <ApplicationCard
            key={item.applicationId}
            item={item}
            onApprove={() => setAction({ type: 'approve', item })}
            onRefuse={() => setAction({ type: 'refuse', item })}
          />
        )}
      />
      <Suspense fallback={null}>
        {action && (
          <ConfirmDialog
            request={
              action.type === 'approve'
                ? {
                    title: '通过入驻申请',
                    message: `通过后「${action.item.realName}」将成为设计师，代表作品会作为第一件作品放进主页。`,
                    confirmLabel: '确认通过',
                    onConfirm: async () => {
                      const ok = await approve.mutateAsync({ applicationId: action.item.applicationId });
                      if (ok) toast.success('已通过，申请人已成为设计师');
                      return ok;
                    },
                  }
                : {
                    title: '不通过入驻申请',
                    message: '申请人会在入驻页看到原因，修改后可以重新提交。',
                    reasonLabel: '未通过原因',
                    confirmLabel: '确认不通过',
                    onConfirm: async (reason) => {
                      const ok = await refuse.mutateAsync({ applicationId: action.item.applicationId, reason });
                      if (ok) toast.success('已标记为未通过');
                      return ok;
                    },
                  }
            }
            onClose={() => setAction(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

const REPORT_TABS = [
  { status: REPORT_STATUS.pending, label: '待处理' },
  { status: REPORT_STATUS.hidden, label: '已下架' },
  { status: REPORT_STATUS.dismissed, label: '已驳回' },
] as const;

export function AdminReportsPage() {
  const { status, current } = useTab(REPORT_TABS.map((t) => t.status));
  const list = useReports(status, current);
  const hide = useHideWorks();
  const dismiss = useDismiss();
  const [action, setAction] = useState<{ type: 'hide' | 'dismiss'; item: ReportRecord } | null>(null);
  return (
    <section className={styles.page}>
      <DeskHeader
        title="举报处理"
        lead="用户在作品页提交的举报。属实的下架作品（同一作品的其他举报一并处理）；不成立的写明说明后驳回。举报人在「侵权投诉」页的「我的举报」中看到结果。"
      />
      <ReviewTabs
        base={paths.adminReports}
        tabs={REPORT_TABS}
        status={status}
        total={list.data?.total}
        label="处理状态"
      />
      <ReviewList
        query={list}
        current={current}
        pageSize={REVIEW_PAGE_SIZE}
        hrefFor={(page) => withQuery(paths.adminReports, { status, page: page > 1 ? page : undefined })}
        empty={status === REPORT_STATUS.pending ? '暂时没有待处理的举报。' : '这里还没有记录。'}
        render={(item) => (
          <ReportCard
            key={item.reportId}
            item={item}
            onHide={() => setAction({ type: 'hide', item })}
            onDismiss={() => setAction({ type: 'dismiss', item })}
          />
        )}
      />
      <Suspense fallback={null}>
        {action && (
          <ConfirmDialog
            request={
              action.type === 'hide'
                ? {
                    title: '下架作品',
                    message: `「${action.item.worksTitle}」将从作品列表、搜索和设计师主页中移除，这件作品的待处理举报会一并标记为已下架。`,
                    confirmLabel: '确认下架',
                    onConfirm: async () => {
                      const ok = await hide.mutateAsync({ reportId: action.item.reportId });
                      if (ok) toast.success('作品已下架，举报人会看到处理结果');
                      return ok;
                    },
                  }
                : {
                    title: '驳回举报',
                    message: '请写明核实结论，举报人会在「我的举报」中看到。',
                    reasonLabel: '驳回说明',
                    confirmLabel: '确认驳回',
                    onConfirm: async (reply) => {
                      const ok = await dismiss.mutateAsync({ reportId: action.item.reportId, reply });
                      if (ok) toast.success('已驳回');
                      return ok;
                    },
                  }
            }
            onClose={() => setAction(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

/** The module's one page: /admin/join or /admin/reports by path (one lazy wrapper in the route table). */
export default function AdminReviewsPage() {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin/reports') ? <AdminReportsPage /> : <AdminJoinPage />;
}

/** /admin/exams — the exam reviewers' desk (issue 9): 待评审 oldest first, 已评分 newest first. */
import { Link, useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { EXAM_REVIEWS_PAGE_SIZE, useExamReviews } from '../api/exam-reviews';
import { ExamReviewCard } from '../components/exam-review-card';
import styles from '../components/admin.module.css';

const TABS = [
  { status: 'pending', label: '待评审' },
  { status: 'reviewed', label: '已评分' },
] as const;

export default function AdminExamsPage() {
  const [params] = useSearchParams();
  const status = params.get('status') === 'reviewed' ? 'reviewed' : 'pending';
  const page = Number(params.get('page'));
  const current = Number.isInteger(page) && page > 0 ? page : 1;
  const list = useExamReviews(status, current);
  return (
    <section className={styles.page}>
      <header className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>测评评审</h1>
          <p className={styles.lead}>
            按公开的评分标准为设计师的限时测评打分：构图、色彩、创意、完成度各0-25分，并写下评语。
          </p>
        </div>
      </header>
      <nav className={styles.tabs} aria-label="评审状态">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={withQuery('/admin/exams', { status: tab.status })}
            className={styles.tab}
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {tab.label}
            {tab.status === status && list.data ? <span className={styles.tabCount}>{list.data.total}</span> : null}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <div className={styles.list}>
          {[0, 1].map((i) => (
            <Skeleton key={i} style={{ height: 260, borderRadius: 8 }} />
          ))}
        </div>
      ) : list.data && list.data.rows.length > 0 ? (
        <>
          <div className={styles.list}>
            {list.data.rows.map((item) => (
              <ExamReviewCard key={`${item.attempt.attemptId}-${item.attempt.status}`} item={item} />
            ))}
          </div>
          <Pagination
            current={current}
            total={list.data.total}
            pageSize={EXAM_REVIEWS_PAGE_SIZE}
            hrefFor={(p) => withQuery('/admin/exams', { status, page: p > 1 ? p : undefined })}
          />
        </>
      ) : (
        <p className={styles.empty}>{status === 'pending' ? '没有待评审的答卷' : '还没有评分记录'}</p>
      )}
    </section>
  );
}

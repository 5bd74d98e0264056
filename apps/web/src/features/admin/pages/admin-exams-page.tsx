/** /admin/exams — the exam reviewers' desk (issue 9): 待评审 oldest first, 已评分 newest first. */
import { useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { EXAM_REVIEWS_PAGE_SIZE, useExamReviews } from '../api/exam-reviews';
import { ExamReviewCard } from '../components/exam-review-card';
import { DeskHeader, positiveParam, ReviewList, ReviewTabs } from '../components/review-tabs';
import styles from '../components/admin.module.css';
import * as paths from '@/shared/lib/page-paths';

const TABS = [
  { status: 'pending', label: '待评审' },
  { status: 'reviewed', label: '已评分' },
] as const;

export default function AdminExamsPage() {
  const [params] = useSearchParams();
  const status = params.get('status') === 'reviewed' ? 'reviewed' : 'pending';
  const current = positiveParam(params.get('page'), 1);
  const list = useExamReviews(status, current);
  return (
    <section className={styles.page}>
      <DeskHeader
        title="测评评审"
        lead="按公开的评分标准为设计师的限时测评打分：构图、色彩、创意、完成度各0-25分，并写下评语。"
      />
      <ReviewTabs base={paths.adminExams} tabs={TABS} status={status} total={list.data?.total} label="评审状态" />
      <ReviewList
        query={list}
        current={current}
        pageSize={EXAM_REVIEWS_PAGE_SIZE}
        placeholder={{ count: 2, height: 260 }}
        hrefFor={(p) => withQuery(paths.adminExams, { status, page: p > 1 ? p : undefined })}
        empty={status === 'pending' ? '没有待评审的答卷' : '还没有评分记录'}
        render={(item) => <ExamReviewCard key={`${item.attempt.attemptId}-${item.attempt.status}`} item={item} />}
      />
    </section>
  );
}

import { formatDateTime, formatFen } from '@bazaar/domain/format';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListPage } from '@/shared/ui/list-page';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { useBills } from '../api/money-api';
import {
  BILL_PAGE_SIZE,
  billKindsFor,
  billMonths,
  billsEmpty,
  billSumLabels,
  kindParam,
  monthLabel,
  monthParam,
} from '@bazaar/domain/rules/money-view';
import styles from '../components/money.module.css';
import * as paths from '@/shared/lib/page-paths';

type Side = 'employer' | 'designer';

/**
 * /uc/bill and /u/bill 账单 (issue 9): the user's bills from the ledger, newest first, with what came in
 * and went out under the filters (month, kind — both in the URL).
 */
function BillPage({ side }: { side: Side }) {
  const path = side === 'designer' ? paths.designerBills : paths.employerBills;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const month = monthParam(params.get('month'));
  const kind = kindParam(params.get('kind'));
  const current = positiveIntParam(params.get('current')) ?? 1;
  const { data, isPending, isPlaceholderData } = useBills(current, month, kind);
  const href = (q: { month?: string | undefined; kind?: string | undefined; current?: number }) =>
    withQuery(path, { month: q.month, kind: q.kind, current: q.current && q.current > 1 ? q.current : undefined });
  const months = billMonths(new Date(), month);
  const sums = billSumLabels(month);
  const empty = billsEmpty(side, !!(month || kind));

  return (
    <ListPage title={side === 'designer' ? '设计师账单' : '账单明细'} count={data ? `共 ${data.page.total} 笔` : null}>
      <dl className={styles.stats} aria-label="账单汇总">
        <div className={styles.stat}>
          <dt>{sums.income}</dt>
          <dd className={styles.in}>{data ? formatFen(data.summary.income) : '—'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{sums.expense}</dt>
          <dd>{data ? formatFen(data.summary.expense) : '—'}</dd>
        </div>
      </dl>
      <div className={styles.filters}>
        <nav className={styles.tabs} aria-label="账单类型">
          {billKindsFor(side).map((k) => {
            const value = k.key === 'all' ? undefined : k.key;
            return (
              <Link
                key={k.key}
                to={href({ month, kind: value })}
                className={styles.tab}
                aria-current={value === kind ? 'page' : undefined}
              >
                {k.label}
              </Link>
            );
          })}
        </nav>
        <label className={styles.month}>
          月份
          <select value={month ?? ''} onChange={(e) => navigate(href({ month: e.target.value || undefined, kind }))}>
            <option value="">全部月份</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <div aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} style={{ height: 56, marginBottom: 8 }} />
          ))}
        </div>
      ) : !data || data.page.rows.length === 0 ? (
        <EmptyState
          text={empty.text}
          actionLabel={empty.label}
          to={{ allBills: path, taskHall: paths.tasks, myTasks: paths.myTasks }[empty.to]}
        />
      ) : (
        <ul className={styles.bills} data-stale={isPlaceholderData || undefined}>
          {data.page.rows.map((b) => (
            <li key={b.billId} className={styles.bill}>
              <div className={styles.billMain}>
                <span className={styles.billTitle}>
                  {b.orderId ? (
                    <Link to={paths.myTask(b.orderId)} className={styles.billTitle}>
                      {b.title}
                    </Link>
                  ) : (
                    b.title
                  )}
                </span>
                <span className={styles.billMeta}>{formatDateTime(b.createdAt)}</span>
              </div>
              <span className={`${styles.billAmount} ${b.amount > 0 ? styles.in : styles.out}`}>
                {formatFen(b.amount, { signed: true })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          current={current}
          total={data.page.total}
          pageSize={BILL_PAGE_SIZE}
          hrefFor={(page) => href({ month, kind, current: page })}
        />
      )}
    </ListPage>
  );
}

export const UcBillPage = () => <BillPage side="employer" />;
export const UBillPage = () => <BillPage side="designer" />;

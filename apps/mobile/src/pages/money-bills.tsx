/**
 * /uc/bill 账单明细 and /u/bill 设计师账单 on a phone (issue 9): the user's bills, newest first, loading more as the
 * list scrolls, with the totals in and out under the filters — kind chips and a month picker, both in the URL
 * with the desktop's names (`kind`, `month`), so a link carries over.
 */
import { formatDateTime, formatFen } from '@bazaar/domain/format';
import {
  billKindsFor,
  billMonths,
  billsEmpty,
  billSumLabels,
  kindParam,
  monthLabel,
  monthParam,
} from '@bazaar/domain/rules/money-view';
import { call, dataOr } from '@/shared/api';
import { MONEY_PATHS, sideOf } from '@/shared/money';
import { Link, useLocation, useSearchParams } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { usePaged } from '@/shared/use-paged';
import { Chips } from '@/shared/ui/chips';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';
import '@/styles/pages-money.css';

export default function BillsPage() {
  const side = sideOf(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const month = monthParam(params.get('month'));
  const kind = kindParam(params.get('kind'));
  const filter = `${side}:${month ?? ''}:${kind ?? ''}`;
  const summary = useLoad(`billSummary:${filter}`, async () =>
    dataOr(await call('getMyAccountKeepSummary', { month, kind }), null),
  );
  const list = usePaged(
    `bills:${filter}`,
    async (current, pageSize) => dataOr(await call('getMyAccountKeepPage', { current, pageSize, month, kind }), null),
    (b) => b.billId,
  );
  const months = billMonths(new Date(), month);
  const sums = billSumLabels(month);
  const empty = billsEmpty(side, !!(month || kind));
  const setMonth = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('month', value);
    else next.delete('month');
    setParams(next, { replace: true });
  };
  const s = summary.data;

  return (
    <div className="m-money-bills">
      <Chips
        name="kind"
        label="账单类型"
        options={billKindsFor(side).map((k) => ({ value: k.key === 'all' ? '' : k.key, label: k.label }))}
      />
      <div className="m-bill-head">
        <label className="m-month">
          <span className="visually-hidden">月份</span>
          <select value={month ?? ''} onChange={(e) => setMonth(e.target.value)}>
            <option value="">全部月份</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <dl className="m-bill-sums" aria-label="账单汇总">
          <div>
            <dt>{sums.income}</dt>
            <dd className="m-in">{s ? formatFen(s.income, { suffix: false }) : '—'}</dd>
          </div>
          <div>
            <dt>{sums.expense}</dt>
            <dd>{s ? formatFen(s.expense, { suffix: false }) : '—'}</dd>
          </div>
        </dl>
      </div>
      {list.empty ? (
        <Empty
          text={empty.text}
          action={{
            to: { allBills: MONEY_PATHS[side].bills, taskHall: '/task', myTasks: '/uc/task' }[empty.to],
            label: empty.label,
          }}
        />
      ) : list.rows.length === 0 ? (
        <div className="m-bills" aria-hidden="true">
          {list.loading && <CardSkeletons count={5} className="m-skeleton-bill" />}
        </div>
      ) : (
        <ul className="m-bills" aria-label="账单">
          {list.rows.map((b) => {
            const body = (
              <>
                <span className="m-bill-main">
                  <span className="m-bill-title">{b.title}</span>
                  <span className="m-bill-time">{formatDateTime(b.createdAt)}</span>
                </span>
                <span className={`m-bill-amount ${b.amount > 0 ? 'm-in' : ''}`}>
                  {formatFen(b.amount, { signed: true, suffix: false })}
                </span>
              </>
            );
            return (
              <li key={b.billId}>
                {b.orderId ? (
                  <Link to={`/task/${b.orderId}`} className="m-bill">
                    {body}
                  </Link>
                ) : (
                  <div className="m-bill">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ListEnd list={list} />
    </div>
  );
}

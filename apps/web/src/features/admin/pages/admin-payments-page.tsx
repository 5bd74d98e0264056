/**
 * /admin/payments — payment anomalies (issue 33): notifications a company signed and we acknowledged, but that moved
 * no money because the amount differs from our order's or the order is not ours. Newest first, as the api pages them;
 * what an operator does about each is in docs/operations.md (支付异常).
 */
import type { PayAnomaly } from '@bazaar/domain/api';
import { formatDateTime, formatFen } from '@bazaar/domain/format';
import { PAY_ANOMALY_LABEL, PAY_PROVIDER_NAME, type PayProvider } from '@bazaar/domain/rules/cashier';
import { Link, useSearchParams } from 'react-router';
import { withQuery } from '@/shared/lib/paths';
import * as paths from '@/shared/lib/page-paths';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import { PAY_ANOMALIES_PAGE_SIZE, usePayAnomalies } from '../api/payments';
import { DeskHeader, positiveParam } from '../components/review-tabs';
import styles from '../components/admin.module.css';

const fenOrDash = (fen: number | null): string => (fen === null ? '—' : formatFen(fen));

export default function AdminPaymentsPage() {
  const [params] = useSearchParams();
  const current = positiveParam(params.get('page'), 1);
  const list = usePayAnomalies(current);
  return (
    <section className={styles.page}>
      <DeskHeader
        title="支付异常"
        lead="支付渠道签名有效、但没有入账的通知：金额与订单不符，或订单不存在。系统已应答渠道（渠道不再重发），资金没有变动；请到渠道商户后台核对这笔交易后处理。"
      />
      {list.isPending ? (
        <Skeleton style={{ height: 240, borderRadius: 8 }} />
      ) : !list.data?.rows.length ? (
        <p className={styles.empty}>暂无异常通知</p>
      ) : (
        <>
          {/* Nine columns do not fit a phone: the table scrolls sideways inside its own box, never the page. */}
          <div className={styles.anomalyScroll} role="region" aria-label="支付异常列表" tabIndex={0}>
            <table className={styles.anomalies} aria-busy={list.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">渠道</th>
                  <th scope="col">类型</th>
                  <th scope="col">商户订单号</th>
                  <th scope="col">平台交易号</th>
                  <th scope="col" className={styles.anomalyNum}>
                    通知金额
                  </th>
                  <th scope="col" className={styles.anomalyNum}>
                    订单金额
                  </th>
                  <th scope="col" className={styles.anomalyNum}>
                    次数
                  </th>
                  <th scope="col">最近时间</th>
                  <th scope="col">任务</th>
                </tr>
              </thead>
              <tbody>{list.data.rows.map(row)}</tbody>
            </table>
          </div>
          <Pagination
            current={current}
            total={list.data.total}
            pageSize={PAY_ANOMALIES_PAGE_SIZE}
            hrefFor={(p) => withQuery(paths.adminPayments, { page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </section>
  );
}

function row(a: PayAnomaly) {
  return (
    <tr key={a.anomalyId}>
      <td>{PAY_PROVIDER_NAME[a.provider as PayProvider] ?? a.provider}</td>
      <td>
        <span className={`${styles.anomalyKind} ${a.kind === 'amount' ? styles.anomalyKindAmount : ''}`}>
          {PAY_ANOMALY_LABEL[a.kind] ?? a.kind}
        </span>
      </td>
      <td className={styles.anomalyMono}>{a.outTradeNo}</td>
      <td className={styles.anomalyMono}>{a.tradeNo ?? '—'}</td>
      <td className={styles.anomalyNum}>{fenOrDash(a.notifiedAmount)}</td>
      <td className={styles.anomalyNum}>{fenOrDash(a.orderAmount)}</td>
      <td className={styles.anomalyNum}>{a.times}</td>
      <td className={styles.anomalyTime}>{formatDateTime(a.lastSeenAt)}</td>
      <td>
        {a.orderId === null ? (
          '—'
        ) : (
          <Link to={paths.myTask(a.orderId)} className={styles.anomalyLink}>
            查看任务
          </Link>
        )}
      </td>
    </tr>
  );
}

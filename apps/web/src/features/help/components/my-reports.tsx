/**
 * 我的举报 on /help/infringement (issue 8): the signed-in reader's reports with their status and the
 * operator's reply — where a reporter learns that a work was taken down or the report dismissed.
 */
import { REPORT_STATUS, REPORT_STATUS_NAME } from '@bazaar/domain/constants/join';
import { formatDate } from '@bazaar/domain/format';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { useMyReports } from '../api/my-reports';
import styles from './my-reports.module.css';
import * as paths from '@/shared/lib/paths';

const PILL: Record<number, string | undefined> = {
  [REPORT_STATUS.pending]: styles.pending,
  [REPORT_STATUS.hidden]: styles.hidden,
  [REPORT_STATUS.dismissed]: styles.dismissed,
};

export function MyReports() {
  const session = useSession();
  const { pathname } = useLocation();
  const reports = useMyReports(session.isLogin);
  return (
    <section className={styles.box} aria-labelledby="my-reports">
      <h2 id="my-reports" className={styles.title}>
        我的举报
      </h2>
      {session.status === 'loading' ? null : !session.isLogin ? (
        <p className={styles.note}>
          <Link to={paths.login(pathname)}>登录</Link>后可查看你提交的举报及处理结果。
        </p>
      ) : reports.isPending ? (
        <p className={styles.note}>加载中…</p>
      ) : !reports.data?.rows.length ? (
        <p className={styles.note}>你还没有提交过举报。发现违规作品，可在作品详情页点击「举报」。</p>
      ) : (
        <ul className={styles.list}>
          {reports.data.rows.map((r) => (
            <li key={r.reportId} className={styles.item}>
              <div className={styles.itemHead}>
                {r.worksId ? (
                  <Link to={paths.work(r.worksId)} className={styles.work}>
                    {r.worksTitle}
                  </Link>
                ) : (
                  <span className={styles.work}>{r.worksTitle}</span>
                )}
                <span className={`${styles.pill} ${PILL[r.status] ?? ''}`}>{REPORT_STATUS_NAME[r.status]}</span>
              </div>
              <p className={styles.meta}>
                {r.typeName} · {formatDate(r.createdAt)} 提交
                {r.handledAt ? ` · ${formatDate(r.handledAt)} 处理` : ''}
              </p>
              <p className={styles.reply}>{r.reply}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

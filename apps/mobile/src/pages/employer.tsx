/**
 * /uc 雇主中心 on a phone (login guard; the desktop's employer centre, issue 7): the counts of my tasks by status
 * (each opening 我发布的任务 filtered by it), my latest tasks, 发布任务 (the quick-publish sheet) and the centre's
 * pages. The counts are the desktop's: one getMyPublishTaskPage per status with pageSize 1, reading `total`.
 */
import '@/styles/pages-centre.css';
import { PHONE_UC_LATEST } from '@bazaar/domain/api/phone-page-data';
import { TASK_STATUS_NAME, TASK_STATUS_ORDER } from '@bazaar/domain/constants';
import { displayNickname } from '@bazaar/domain/format';
import { call, dataOr } from '@/shared/api';
import { useQuickPublish } from '@/shared/quick-publish';
import { Link } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useAfterPaint } from '@/shared/use-after-paint';
import { useLoad } from '@bazaar/react/read';
import { TaskCard } from '@/shared/ui/cards';
import { MeIcon } from '@/shared/ui/icons';
import { Menu } from '@/shared/ui/menu';
import { CardSkeletons, Empty } from '@/shared/ui/states';
import { LoadFailed } from '@/shared/ui/load-failed';

/** The gateway preloads the latest tasks with the page (phone-page-data.ts), so the call uses its number. */
const LATEST = PHONE_UC_LATEST;

export default function EmployerCentrePage() {
  const { user } = useSession();
  const userId = user?.userId ?? 0;
  const publish = useQuickPublish();
  const latest = useLoad(`uc:latest:${userId}`, async () =>
    dataOr(await call('getMyPublishTaskPage', { current: 1, pageSize: LATEST }), null),
  );
  // The counts once the latest tasks are drawn (the list is what the page is for; their cells keep their size).
  const listDrawn = useAfterPaint(!latest.loading);
  const counts = useLoad(listDrawn ? `uc:counts:${userId}` : null, () =>
    Promise.all(
      TASK_STATUS_ORDER.map(
        async (taskStatus) =>
          dataOr(await call('getMyPublishTaskPage', { taskStatus, current: 1, pageSize: 1 }), { total: 0 }).total,
      ),
    ),
  );
  return (
    <div className="m-centre">
      <div className="m-centre-head">
        <span className="m-me-avatar" aria-hidden="true">
          <MeIcon />
        </span>
        <div className="m-centre-who">
          <p className="m-me-name">{user ? displayNickname(user.nickName) : '\u00a0'}</p>
          <p className="m-centre-role">发布需求，平台顾问帮您找到合适的设计师</p>
        </div>
      </div>
      <section className="m-centre-card" aria-labelledby="uc-counts">
        <div className="m-centre-card-head">
          <h2 id="uc-counts" className="m-centre-card-title">
            我的任务
          </h2>
          <Link to="/uc/task" className="m-more">
            全部任务
          </Link>
        </div>
        <ul className="m-stats" aria-label="我的任务数">
          {TASK_STATUS_ORDER.map((status, i) => (
            <li key={status}>
              <Link to={`/uc/task?status=${status}`} className="m-stat">
                <strong>{counts.data?.[i] ?? '\u00a0'}</strong>
                <span>{TASK_STATUS_NAME[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="m-button m-button-block" aria-haspopup="dialog" onClick={() => publish.open()}>
          发布任务
        </button>
      </section>
      {publish.sheet}
      <section aria-labelledby="uc-latest">
        <div className="m-section-head">
          <h2 id="uc-latest" className="m-section-title">
            最新任务
          </h2>
        </div>
        {latest.loading ? (
          <div className="m-stack">
            <CardSkeletons count={2} className="m-skeleton-row" />
          </div>
        ) : latest.failed ? (
          <LoadFailed retry={latest.reload} />
        ) : !latest.data || latest.data.rows.length === 0 ? (
          <Empty
            text="还没有发布任务，一句话说明需求，顾问帮您找设计师"
            action={{ to: '/task', label: '去任务大厅' }}
          />
        ) : (
          <div className="m-stack">
            {latest.data.rows.map((t) => (
              <TaskCard key={t.orderId} task={t} />
            ))}
          </div>
        )}
      </section>
      {/* After the latest tasks are known: drawn under their skeleton first, it would move up as they come in. */}
      {!latest.loading && (
        <Menu
          title="雇主中心"
          entries={[
            { to: '/uc/task', label: '我的任务' },
            { to: '/uc/designer', label: '我的人才库', hint: '收藏的设计师' },
            { to: '/uc/works', label: '收藏的作品' },
            { to: '/uc/account', label: '我的账户', hint: '余额' },
            { to: '/uc/bill', label: '账单明细' },
          ]}
        />
      )}
    </div>
  );
}

/**
 * A brand's topic task on a phone (the desktop's TopicTaskItem and its dialog): the task card, then 报名详情 —
 * a bottom sheet with the brief and the applicant wall (getTopicTaskInfo + getTopicTaskApplyPage) — and the shared
 * apply action. The list's row already carries the viewer's own application (applyStatus); after an application
 * changed, the task is read again (getTopicTaskInfo, with this viewer's applyStatus) — one read for the card, the
 * sheet and both apply actions.
 */
import { useState } from 'react';
import type { EndpointData } from '@bazaar/domain/client';
import type { Task } from '@bazaar/domain/entities';
import { topicTaskFacts } from '@bazaar/domain/format/topic-task';
import { call, dataOr } from '@/shared/api';
import { Link } from '@/shared/router';
import { useSession } from '@/shared/session';
import { useLoad, type Load, type Reloadable } from '@bazaar/react/read';
import { LoadFailed } from './states';
import { ApplyAction } from './apply-action';
import { TaskCard } from './cards';
import { Img } from './img';
import { Sheet } from './sheet';

const APPLICANT_WALL_SIZE = 24;

export function TopicTaskItem({ task: listed }: { task: Task }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  // The list's snapshot stands until the sheet opens or an application changed; then the task's own read.
  const [changed, setChanged] = useState(false);
  const orderId = listed.orderId;
  const info = useLoad(open || changed ? `topic-info:${orderId}:${user?.userId ?? 0}` : null, async () =>
    dataOr(await call('getTopicTaskInfo', { orderId }), null),
  );
  const wall = useLoad(open ? `topic-wall:${orderId}` : null, async () =>
    dataOr(await call('getTopicTaskApplyPage', { orderId, current: 1, pageSize: APPLICANT_WALL_SIZE }), null),
  );
  const task = info.data ?? listed;
  const pending = changed && (info.loading || info.reloading);
  const onChanged = () => {
    setChanged(true);
    info.reload();
    wall.reload();
  };
  return (
    <article className="m-topic-item" aria-label={task.taskName}>
      <TaskCard task={task} />
      <div className="m-topic-actions">
        <button type="button" className="m-button m-button-plain m-button-sm" onClick={() => setOpen(true)}>
          报名详情
        </button>
        <ApplyAction task={task} look="card" pending={pending} onChanged={onChanged} />
      </div>
      {open && (
        <Sheet title={task.taskName} onClose={() => setOpen(false)}>
          <TopicTaskDetails info={info} wall={wall} />
          <div className="m-topic-sheet-actions">
            <ApplyAction task={task} look="card" pending={pending} onChanged={onChanged} />
          </div>
        </Sheet>
      )}
    </article>
  );
}

type Wall = EndpointData<'getTopicTaskApplyPage'>;

function TopicTaskDetails({
  info,
  wall,
}: {
  info: Load<Task | null> & Reloadable;
  wall: Load<Wall | null> & Reloadable;
}) {
  const task = info.data;
  return (
    <div className="m-topic-sheet">
      {info.loading ? (
        <div className="m-skeleton m-skeleton-facts" aria-hidden="true" />
      ) : info.failed ? (
        <LoadFailed retry={info.reload} />
      ) : !task ? (
        <p className="m-muted">任务不存在或已下架</p>
      ) : (
        <>
          <dl className="m-facts m-facts-plain">
            {topicTaskFacts(task).map((f) => (
              <div key={f.term}>
                <dt>{f.term}</dt>
                <dd className={f.price ? 'm-price' : undefined}>{f.detail}</dd>
              </div>
            ))}
          </dl>
          <p className="m-detail-text">{task.description || '需求说明整理中'}</p>
          <Link to={`/task/${task.orderId}?all=1`} className="m-text-link">
            查看完整任务详情 →
          </Link>
        </>
      )}
      <h3 className="m-topic-wall-title">报名设计师{wall.data ? ` · ${wall.data.total}` : ''}</h3>
      {wall.loading ? (
        <div className="m-skeleton m-skeleton-wall" aria-hidden="true" />
      ) : wall.failed ? (
        <LoadFailed retry={wall.reload} />
      ) : wall.data && wall.data.rows.length > 0 ? (
        <ul className="m-wall">
          {wall.data.rows.map((d) => (
            <li key={d.userId}>
              <Link to={`/u/${d.userId}`} className="m-wall-person">
                <Img src={d.picture} alt="" width={48} ratio={1} box="1 / 1" className="m-avatar" />
                <span>{d.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-muted">还没有设计师报名，来做第一个吧</p>
      )}
    </div>
  );
}

import { avatarUrl } from '@bazaar/domain/format';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { Dialog } from '@/shared/ui/dialog';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { useTopicTaskApplicants, useTopicTaskInfo } from '../api/topic-tasks';
import { topicTaskFacts } from '@bazaar/domain/format/topic-task';
import { ApplyButton } from './apply-button';
import styles from './topic-task-dialog.module.css';

/** A topic task's brief and its applicant wall (getTopicTaskInfo + getTopicTaskApplyPage), with apply. */
export function TopicTaskDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const info = useTopicTaskInfo(orderId);
  const wall = useTopicTaskApplicants(orderId);
  const task = info.data ?? null;
  return (
    <Dialog
      open
      title={task?.taskName ?? '任务详情'}
      onClose={onClose}
      footer={task ? <ApplyButton task={task} large /> : null}
    >
      {info.isPending ? (
        <div className={styles.facts}>
          <Skeleton style={{ height: 20, width: '60%' }} />
          <Skeleton style={{ height: 60, width: '100%' }} />
        </div>
      ) : !task ? (
        <p className={styles.muted}>任务不存在或已下架</p>
      ) : (
        <>
          <dl className={styles.facts}>
            {topicTaskFacts(task).map((f) => (
              <div key={f.term}>
                <dt>{f.term}</dt>
                <dd className={f.price ? styles.price : undefined}>{f.detail}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.description}>{task.description || '需求说明整理中'}</p>
          <p className={styles.more}>
            <Link to={paths.task(task.orderId)}>查看完整任务详情 →</Link>
          </p>
        </>
      )}
      <h3 className={styles.wallTitle}>报名设计师{wall.data ? ` · ${wall.data.total}` : ''}</h3>
      {wall.isPending ? (
        <ul className={styles.wall} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton round style={{ width: 48, height: 48 }} />
            </li>
          ))}
        </ul>
      ) : wall.data && wall.data.rows.length > 0 ? (
        <ul className={styles.wall}>
          {wall.data.rows.map((d) => (
            <li key={d.userId}>
              <Link to={paths.designer(d.userId)} className={styles.person} title={d.name}>
                <Img src={d.picture ? avatarUrl(d.picture) : null} alt="" ratio="1 / 1" round />
                <span>{d.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>还没有设计师报名，来做第一个吧</p>
      )}
    </Dialog>
  );
}

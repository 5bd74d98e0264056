/**
 * One task on the consultant's desk (issue 7): the employer's one sentence, budget and contact, where it
 * was posted from, the follow-up note, and the two ways forward — complete the brief and open it, or close
 * it with a reason.
 */
import { FOLLOW_UP_STATUS, SOURCE_TYPE_TOOLBAR, TASK_STATUS } from '@bazaar/domain/constants';
import type { FollowUp } from '@bazaar/domain/entities';
import { formatDateTime, formatPrice } from '@bazaar/domain/format';
import { allowedActions } from '@bazaar/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import * as paths from '@/shared/lib/paths';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { useSaveNote } from '../api/follow-ups';
import styles from './admin.module.css';

export type DeskAction = { type: 'open' | 'close'; item: FollowUp };

function sourceName(item: FollowUp): string {
  const from = item.sourceType === SOURCE_TYPE_TOOLBAR ? '浮动工具栏' : '页面发布';
  let page = '';
  try {
    page = item.sourceAddress ? new URL(item.sourceAddress, 'http://x').pathname : '';
  } catch {
    page = '';
  }
  return page ? `${from} · ${page}` : from;
}

export function FollowUpCard({ item, onAction }: { item: FollowUp; onAction: (action: DeskAction) => void }) {
  const { task } = item;
  const [note, setNote] = useState(item.note);
  const save = useSaveNote();
  const actions = allowedActions(task.taskStatus, 'operator');
  const noteId = `note-${task.orderId}`;

  async function saveNote() {
    if (await save.mutateAsync({ orderId: task.orderId, note: note.trim() })) toast.success('跟进记录已保存');
  }

  return (
    <article className={styles.card} aria-labelledby={`task-${task.orderId}`}>
      <div className={styles.cardMain}>
        <div className={styles.cardHead}>
          <span className={styles.status} data-status={task.taskStatus}>
            {task.taskStatusName}
          </span>
          {item.followStatus === FOLLOW_UP_STATUS.done && <span className={styles.done}>已处理</span>}
          <span className={styles.time}>{formatDateTime(task.createdAt)} 发布</span>
        </div>
        <h2 id={`task-${task.orderId}`} className={styles.taskName}>
          {task.taskStatus === TASK_STATUS.pending ? (
            task.taskName
          ) : (
            <Link to={paths.task(task.orderId)}>{task.taskName}</Link>
          )}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>预算</dt>
            <dd className={styles.price}>{formatPrice(task.taskAmount)}</dd>
          </div>
          <div>
            <dt>雇主</dt>
            <dd>
              {task.employerName || '未设置昵称'} · <a href={`tel:${item.employerMobile}`}>{item.employerMobile}</a>
            </dd>
          </div>
          <div>
            <dt>来源</dt>
            <dd>{sourceName(item)}</dd>
          </div>
          {task.designatedDesignerId !== null && (
            <div>
              <dt>指定设计师</dt>
              <dd>
                <Link to={paths.designer(task.designatedDesignerId)}>查看设计师主页</Link>
              </dd>
            </div>
          )}
          {task.closeReason && (
            <div>
              <dt>关闭原因</dt>
              <dd>{task.closeReason}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={styles.cardSide}>
        <label htmlFor={noteId} className={styles.noteLabel}>
          跟进记录
        </label>
        <textarea
          id={noteId}
          className={styles.note}
          rows={3}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
          placeholder="沟通情况：风格偏好、交付时间、是否需要发票……"
        />
        <div className={styles.cardActions}>
          <Button size="small" disabled={save.isPending || note === item.note} onClick={() => void saveNote()}>
            保存记录
          </Button>
          {actions.includes('close') && (
            <Button size="small" onClick={() => onAction({ type: 'close', item })}>
              关闭任务
            </Button>
          )}
          {actions.includes('open') && (
            <Button variant="primary" size="small" onClick={() => onAction({ type: 'open', item })}>
              完善需求并开放报名
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

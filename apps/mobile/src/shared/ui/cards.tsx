/**
 * The phone site's cards (docs/design.md patterns, two works to a row, one designer or task): the whole card is
 * the link, no hover state. Images through the image service at this screen's density.
 */
import { Link } from '@/shared/router';
import type { Designer, Task, Work } from '@bazaar/domain/entities';
import { displayNickname, formatPrice } from '@bazaar/domain/format';
import { HeartIcon } from './icons';
import { Img } from './img';

/** Half the narrowest phone's content width in a two-column grid (375: (375 - 32 - 10) / 2 ≈ 167). */
const HALF = 180;

export function WorkCard({ work, priority }: { work: Work; priority?: boolean }) {
  return (
    <Link to={`/works/${work.worksId}`} className="m-card m-work-card">
      <Img
        src={work.cover}
        alt={work.title}
        width={HALF}
        ratio={4 / 3}
        box="4 / 3"
        priority={priority}
        slot={priority ? 'half' : undefined}
      />
      <span className="m-work-title">{work.title}</span>
      <span className="m-work-meta">
        <span className="m-work-author">{displayNickname(work.nickName)}</span>
        <span className="m-work-likes">
          <HeartIcon />
          {work.likeCount}
        </span>
      </span>
    </Link>
  );
}

export function DesignerCard({ designer, priority }: { designer: Designer; priority?: boolean }) {
  return (
    <Link to={`/u/${designer.userId}`} className="m-card m-designer-card">
      <span className="m-designer-head">
        <Img src={designer.picture} alt={designer.name} width={48} ratio={1} box="1 / 1" className="m-avatar" />
        <span className="m-designer-text">
          <span className="m-designer-name">
            {designer.name}
            <span className="m-pill">{designer.designerLevelName}</span>
            {designer.isOnLeave && <span className="m-pill m-pill-warn">休假中</span>}
          </span>
          <span className="m-designer-tags">
            {[designer.city, ...designer.categoryNames.slice(0, 3)].filter(Boolean).join(' · ') || '设计师'}
          </span>
        </span>
      </span>
      {designer.imageVos.length > 0 && (
        <span className="m-designer-samples">
          {designer.imageVos.slice(0, 3).map((w) => (
            <Img
              key={w.worksId}
              src={w.cover}
              alt={w.title}
              width={110}
              ratio={1}
              box="1 / 1"
              priority={priority}
              slot={priority ? 'third' : undefined}
            />
          ))}
        </span>
      )}
    </Link>
  );
}

export function TaskCard({ task }: { task: Task }) {
  const open = task.taskStatusName === '招募中';
  return (
    <Link to={`/task/${task.orderId}?all=1`} className="m-card m-task-card">
      <span className="m-task-top">
        <span className="m-task-name">{task.taskName}</span>
        <span className={`m-pill ${open ? 'm-pill-ok' : ''}`}>{task.taskStatusName}</span>
      </span>
      <span className="m-price">{formatPrice(task.taskAmount)}</span>
      <span className="m-task-meta">
        <span>{task.categoryName || '平面插画'}</span>
        <span>{task.employerName}</span>
        <span>
          报名 {task.applyCount}/{task.maxOrderApplyCount}
        </span>
      </span>
    </Link>
  );
}

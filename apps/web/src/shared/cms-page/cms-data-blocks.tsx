/** Blocks that show works, designers and a task (issue 8), each fetching its own rows. */
import type {
  DesignerGroupsBlock,
  DesignerLevelsBlock,
  TaskCardBlock,
  WorksGridBlock,
} from '@bazaar/domain/cms/blocks';
import { designerLevelGroups, designerLevelIds, groupsOfThree } from '@bazaar/domain/cms/blocks';
import type { Designer } from '@bazaar/domain/entities';
import { openQuickPublish } from '../quick-publish/quick-publish-store';
import { DesignerCard, DesignerCardSkeleton } from '../ui/cards/designer-card';
import grid from '../ui/cards/grid.module.css';
import { TaskCard, TaskCardSkeleton } from '../ui/cards/task-card';
import { WorkCard, WorkCardSkeleton } from '../ui/cards/work-card';
import { BlockSection } from './block-section';
import { useConfigTalent, useConfigWorks, useTask } from './cms-data';
import styles from './cms-page.module.css';

const hire = (d: Designer) => openQuickPublish({ designerId: d.userId });

export function WorksGridBlockView({ block, id }: { block: WorksGridBlock; id: string }) {
  const ids = block.worksIds.slice(0, block.limit); // docs/product.md §9: thematic works default 16
  const works = useConfigWorks(ids);
  return (
    <BlockSection title={block.title} id={id}>
      <div className={grid.works}>
        {works.isPending
          ? ids.slice(0, 8).map((wid) => <WorkCardSkeleton key={wid} />)
          : (works.data ?? []).map((w) => <WorkCard key={w.worksId} work={w} />)}
      </div>
    </BlockSection>
  );
}

function DesignerGrid({ ids, pending, byId }: { ids: number[]; pending: boolean; byId: Map<number, Designer> }) {
  return (
    <div className={grid.designers}>
      {pending
        ? ids.map((uid) => <DesignerCardSkeleton key={uid} />)
        : ids.flatMap((uid) => {
            const d = byId.get(uid);
            return d ? [<DesignerCard key={uid} designer={d} onHire={hire} />] : [];
          })}
    </div>
  );
}

/** docs/product.md §3 level_1..level_4: designers by level, the highest first. */
export function DesignerLevelsBlockView({ block, id }: { block: DesignerLevelsBlock; id: string }) {
  const talent = useConfigTalent(designerLevelIds(block));
  const byId = new Map((talent.data ?? []).map((d) => [d.userId, d]));
  return (
    <BlockSection title={block.title} id={id}>
      {designerLevelGroups(block).map((group) => (
        <div key={group.key} className={styles.level}>
          <h3 className={styles.levelTitle}>{group.name}</h3>
          <DesignerGrid ids={group.ids} pending={talent.isPending} byId={byId} />
        </div>
      ))}
    </BlockSection>
  );
}

/** docs/product.md §9: the driving list groups designers in threes. */
export function DesignerGroupsBlockView({ block, id }: { block: DesignerGroupsBlock; id: string }) {
  const talent = useConfigTalent(block.userIds);
  const byId = new Map((talent.data ?? []).map((d) => [d.userId, d]));
  return (
    <BlockSection title={block.title} id={id}>
      <ol className={styles.groups}>
        {groupsOfThree(block.userIds).map((group, i) => (
          <li key={group.join('-')} className={styles.group}>
            <h3 className={styles.levelTitle}>第 {i + 1} 组</h3>
            <DesignerGrid ids={group} pending={talent.isPending} byId={byId} />
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}

export function TaskCardBlockView({ block, id }: { block: TaskCardBlock; id: string }) {
  const task = useTask(block.taskId);
  if (!task.isPending && !task.data) return null; // a task taken down: the block steps aside
  return (
    <BlockSection title={block.title} id={id}>
      <div className={styles.task}>
        <div className={styles.taskCard}>{task.data ? <TaskCard task={task.data} /> : <TaskCardSkeleton />}</div>
        {block.text && <p className={styles.taskText}>{block.text}</p>}
      </div>
    </BlockSection>
  );
}

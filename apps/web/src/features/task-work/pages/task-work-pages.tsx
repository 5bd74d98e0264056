/**
 * The feature's four pages in one lazy module: each lazy route costs the entry chunk its dependency list
 * and the names of the chunks it needs (home first-load budget), and the four share nearly all their
 * code anyway.
 */
export { TaskDetailPage } from './task-detail-page';
export { UcPage } from './uc-page';
export { UcTaskPage } from './uc-task-page';
export { UTaskPage } from './u-task-page';

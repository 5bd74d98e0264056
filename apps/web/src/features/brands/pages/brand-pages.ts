/**
 * The feature's four pages as one lazy chunk: one entry in the app shell's preload map instead of a
 * dozen small shared chunks (the home page's first-load budget counts that map).
 */
export { ActivitiesPage } from './activities-page';
export { ActivityPage } from './activity-page';
export { BrandHallPage } from './brand-hall-page';
export { BrandPage } from './brand-page';

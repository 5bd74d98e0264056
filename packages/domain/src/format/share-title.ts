/**
 * The titles of shared pages' link cards (issue 6): the gateway writes them into the served HTML
 * (apps/bff page-meta.ts) and the phone site sets the same as the document title once the page has loaded —
 * WeChat's in-app browser shares a page under its document title (issue 26).
 */
const SITE = '设计集市';

export const workShareTitle = (title: string, nickName: string | null | undefined): string =>
  `${title} - ${nickName || '设计师'}的作品 - ${SITE}`;

export const homepageShareTitle = (name: string): string => `${name}的设计主页 - ${SITE}`;

export const taskShareTitle = (taskName: string): string => `${taskName} - 设计任务 - ${SITE}`;

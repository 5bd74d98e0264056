export * from './checks.js';
export * from './forms.js';
export * from './tab-bar.js';
export * from './task-list.js';
export * from './like-window.js';
export * from './favorites.js';
export * from './timeline.js';
export * from './quick-publish.js';
export { safeRedirectPath, isSafeLink, SAFE_REDIRECT_FALLBACK } from './redirect.js';

/**
 * Issue 8: the help centre and /join share one lazy module (one entry in the app shell's preload map —
 * the home page's first-load budget counts it), composed here because features never import each other.
 */
export { HelpPage } from '@/features/help/pages/help-pages';
export { JoinPage } from '@/features/join/pages/join-pages';

import { defineConfig } from 'tsup';

// In watch mode (pnpm dev) dist is overwritten in place, never emptied: the api and bff dev servers
// import it and would crash on the gap.
export default defineConfig((options) => ({
  entry: {
    'format/index': 'src/format/index.ts',
    // Each format file its own entry (so its own module in the web's build, like the rules): a work's image
    // candidates and money in fen belong to the work page and the money pages, not to the cards' first load.
    'format/price': 'src/format/price.ts',
    'format/image-url': 'src/format/image-url.ts',
    'format/works-image': 'src/format/works-image.ts',
    'format/money': 'src/format/money.ts',
    'format/campaign-date': 'src/format/campaign-date.ts',
    'format/share-title': 'src/format/share-title.ts',
    'format/chat': 'src/format/chat.ts',
    'format/phone-image': 'src/format/phone-image.ts',
    // A brand topic task's facts: the web's topic dialog and the phone's topic sheet.
    'format/topic-task': 'src/format/topic-task.ts',
    'rules/index': 'src/rules/index.ts',
    // Its own entry so the zod-free rules land in a chunk apart from the zod form schemas: browser code
    // that imports only `check*` from `@bazaar/domain/rules` then never loads zod.
    'rules/checks': 'src/rules/checks.ts',
    // Each rule file its own entry (so its own module in the web's build): a bundler places a module in one
    // chunk with every export any chunk uses, so a lazy page's rule (the quick-publish dialog's, the task
    // hall's) would otherwise ride along in the first load with the rules the app shell imports.
    'rules/messages': 'src/rules/messages.ts',
    'rules/access': 'src/rules/access.ts',
    'rules/apply-messages': 'src/rules/apply-messages.ts',
    // The apply flow's states and calls, and the /join form's checks: the web's and the phone site's pages.
    'rules/apply': 'src/rules/apply.ts',
    'rules/join-form': 'src/rules/join-form.ts',
    // The quick-publish dialog's, the settings' and the money pages' form state and views (the web's lazy pages
    // and the phone site's): their own modules, so none rides along in the web's first load.
    'rules/quick-publish-form': 'src/rules/quick-publish-form.ts',
    'rules/account-settings': 'src/rules/account-settings.ts',
    'rules/money-view': 'src/rules/money-view.ts',
    // The cashier's companies, channels and polling (issue 33): both sites' cashiers and the operators' payments desk.
    'rules/cashier': 'src/rules/cashier.ts',
    // A conversation's thread (issue 25): the web's and the phone site's messages pages only.
    'rules/chat-thread': 'src/rules/chat-thread.ts',
    'rules/contact-mask': 'src/rules/contact-mask.ts',
    'rules/quick-publish': 'src/rules/quick-publish.ts',
    'rules/task-list': 'src/rules/task-list.ts',
    'rules/task-lifecycle': 'src/rules/task-lifecycle.ts',
    'rules/task-deal': 'src/rules/task-deal.ts',
    // Working on a task (roles, buttons, escrow, the deal's words, attachment checks): both sites' task pages.
    'rules/task-work': 'src/rules/task-work.ts',
    'rules/deadline': 'src/rules/deadline.ts',
    'rules/page-routes': 'src/rules/page-routes.ts',
    'rules/timeline': 'src/rules/timeline.ts',
    'rules/favorites': 'src/rules/favorites.ts',
    'rules/like-window': 'src/rules/like-window.ts',
    // Campaign likes' window, call and words: the web's contest pages and toolbar, the phone's contest pages.
    'rules/campaign-like': 'src/rules/campaign-like.ts',
    // A work's upload and form checks: the web's /u/works editor and the phone's.
    'rules/work-form': 'src/rules/work-form.ts',
    // The growth pages' exams, rubric and plans: the web's lazy growth pages and the phone's.
    'rules/growth': 'src/rules/growth.ts',
    // A clip's upload checks and its poster frame: the web's and the phone's clips pages only.
    // The task page's 评价 words and stars: both sites' review sections.
    'format/review-view': 'src/format/review-view.ts',
    'rules/clip-file': 'src/rules/clip-file.ts',
    'rules/tab-bar': 'src/rules/tab-bar.ts',
    'rules/redirect': 'src/rules/redirect.ts',
    'rules/ledger': 'src/rules/ledger.ts',
    'cms/index': 'src/cms/index.ts',
    // Issue 8: the thematic page blocks, an entry of their own so only the zt pages' chunk carries them.
    'cms/blocks': 'src/cms/blocks.ts',
    'api/index': 'src/api/index.ts',
    // The registry's zod-free part, generated (scripts/gen-routes.ts): browser code and the gateway.
    'api/routes': 'src/api/routes.ts',
    // The URL of a data call, shared by the web's client and the gateway's preload hints (zod-free).
    'api/page-data': 'src/api/page-data.ts',
    // The phone site's first data calls (its pages and the gateway's phone hints build them here).
    'api/phone-page-data': 'src/api/phone-page-data.ts',
    // The typed client of every endpoint (zod-free at runtime): the web's and any other frontend's.
    'client/index': 'src/client/index.ts',
    // Uploads and beacons: pages that need them load them (not the first load).
    'client/upload': 'src/client/upload.ts',
    // The event stream (issue 25): a logged-in page's lazy inbox, on both sites.
    'client/events': 'src/client/events.ts',
    'entities/index': 'src/entities/index.ts',
    'constants/index': 'src/constants/index.ts',
    // Area files of the constants, each its own entry like the rules above: the web's first load keeps only
    // the modules its shell and cards import (home first-load budget).
    'constants/base': 'src/constants/base.ts',
    'constants/tasks': 'src/constants/tasks.ts',
    'constants/designers': 'src/constants/designers.ts',
    // The homepage skin's choices, for the homepage feature only: kept out of the constants every list
    // card imports (home first-load budget).
    'constants/homepage': 'src/constants/homepage.ts',
    // Designer onboarding and the console's reviews (issue 8): for the join and admin pages only.
    'constants/join': 'src/constants/join.ts',
    'constants/clips': 'src/constants/clips.ts',
    'constants/notifications': 'src/constants/notifications.ts',
    // Reviews (issue 25): the review form, the homepage's reviews and the api only.
    'constants/reviews': 'src/constants/reviews.ts',
    // The help centre's text and its article HTML (issue 8): the help chunk and the gateway's shell only.
    'help/index': 'src/help/content/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
}));

/**
 * `@bazaar/domain/constants`: business constants of docs/product.md §9 (and the codes it names elsewhere),
 * by area. Values the product leaves open are chosen once, in these files, each marked "chosen".
 *
 * Each area file is its own build entry (packages/domain/tsup.config.ts), so its own module in the web's
 * build: a lazy page's constants (a task's kinds, attachments and status names; designers' levels) ride
 * with that page, not in the first load with the ones the app shell and the cards import. Code inside
 * this package imports the area file it needs, never this index (which would pull every area along).
 */
export * from './base.js';
export * from './tasks.js';
export * from './designers.js';

// The homepage skin's constants are `@bazaar/domain/constants/homepage` (not re-exported here: every list
// card imports this module, and the web's first load must not carry the skin editor's choices).

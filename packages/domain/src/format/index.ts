export * from './price.js';
export * from './nickname.js';
export * from './image-url.js';
export * from './works-image.js';
export * from './date.js';
export * from './money.js';
export * from './campaign-date.js';
export * from './share-title.js';

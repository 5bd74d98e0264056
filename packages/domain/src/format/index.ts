export * from './price.js';
export * from './nickname.js';
export * from './image-url.js';
export * from './works-image.js';
export * from './date.js';
export * from './money.js';

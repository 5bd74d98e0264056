export * from './content.js';
export * from './blocks.js';

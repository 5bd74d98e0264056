export * from './envelope.js';
export * from './params.js';
export * from './contract.js';

export * from './envelope.js';
export * from './params.js';
export * from './routes.js';
export * from './contract.js';
export * from './money.js';
export * from './join-contract.js';

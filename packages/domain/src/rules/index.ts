export * from './forms.js';

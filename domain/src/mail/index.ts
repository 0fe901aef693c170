export * from './template.js';
export * from './render.js';
export * from './send.js';
export * from './template-history.js';

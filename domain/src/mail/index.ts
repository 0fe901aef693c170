export * from './template.js';
export * from './render.js';
export * from './send.js';

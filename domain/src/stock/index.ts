export * from './item.js';
export * from './columns.js';

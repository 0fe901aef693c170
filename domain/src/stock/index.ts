export * from './item.js';
export * from './columns.js';
export * from './table-rules.js';

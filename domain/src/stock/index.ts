export * from './item.js';
export * from './columns.js';
export * from './table-rules.js';
export * from './erp-answer.js';
export * from './update-rules.js';
export * from './search.js';
export * from './erp-service.js';

export * from './schema.js';
export * from './fields.js';
export * from './changes.js';

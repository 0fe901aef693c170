export * from './spec.js';
export * from './structure.js';
export * from './generators.js';
export * from './run-rules.js';
export * from './calculation-rules.js';

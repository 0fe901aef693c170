export * from './spec.js';
export * from './structure.js';
export * from './generators.js';
export * from './calculation-rules.js';

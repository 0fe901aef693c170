export * from './spec.js';
export * from './structure.js';
export * from './generators.js';
export * from './spec-rules.js';
export * from './spec-service.js';
export * from './workspace-rules.js';
export * from './trunk-parts.js';
export * from './plum-home.js';

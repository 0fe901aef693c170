export * from './spec.js';
export * from './structure.js';
export * from './generators.js';
export * from './trunk-parts.js';
export * from './plum-home.js';

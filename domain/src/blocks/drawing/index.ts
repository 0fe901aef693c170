export * from './feet-inches.js';
export * from './snap.js';
export * from './walls.js';
export * from './fixtures.js';
export * from './labels.js';
export * from './transform.js';
export * from './openings.js';
export * from './vertices.js';

export * from './limits.js';
export * from './json-patch.js';
export * from './schemas.js';

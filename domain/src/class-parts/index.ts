export * from './routings.js';
export * from './onshape.js';
export * from './class-part.js';
export * from './api.js';
export * from './changes.js';
export * from './usage.js';

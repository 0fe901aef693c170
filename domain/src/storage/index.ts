export * from './keys.js';
export * from './requests.js';
export * from './legacy-assets.js';
export * from './materials.js';

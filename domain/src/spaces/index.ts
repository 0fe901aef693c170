export * from './panel-layout.js';
export * from './space-content.js';

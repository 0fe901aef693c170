export * from './panel-layout.js';
export * from './space-content.js';
export * from './plan-labels.js';

export * from './workspace.js';
export * from './content-storage.js';

/** Schema versions of stored documents and the one place their older shapes are migrated. */
export * from './versions.js';
export * from './stored.js';
export * from './live-document.js';
export * from './readers.js';

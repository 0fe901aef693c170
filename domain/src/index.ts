export * from './envelope.js';
export * from './time.js';
export * from './jobs.js';
export * from './db-service.js';
export * from './apply-update.js';
export * from './stored-documents.js';
export * from './organisation.js';

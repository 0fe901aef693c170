// Entry point: only re-exports (one HTTPS function, a router per service inside it, the background worker and the access-claims sync).
export { api } from './api.js';
export { backgroundJobWorker } from './jobs/worker.js';
export { accessClaimsSync } from './auth/claims-sync.js';

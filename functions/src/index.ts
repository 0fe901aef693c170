// Entry point: only re-exports (one HTTPS function, a router per service inside it, the background worker, the access-claims sync
// and the scheduled directory sweep).
export { api } from './api.js';
export { backgroundJobWorker } from './jobs/worker.js';
export { accessClaimsSync } from './auth/claims-sync.js';
export { directorySweepSchedule } from './auth/directory-sweep.js';

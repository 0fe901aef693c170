// Entry point: only re-exports (one HTTPS function, a router per service inside it, and the background worker).
export { api } from './api.js';
export { backgroundJobWorker } from './jobs/worker.js';
